import { ApiProperty } from '@nestjs/swagger';

/** The user as every account endpoint returns it (spec §3 fields plus `_id`). */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' }) fullName: string | null;
  @ApiProperty({ example: 'ada' }) username: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'URL of the avatar image',
    example: '/api/users/avatar/…png',
  })
  avatar: string | null;
  @ApiProperty({ type: String, nullable: true }) course: string | null;
  @ApiProperty({ type: String, nullable: true }) year: string | null;
  @ApiProperty({ type: String, nullable: true }) college: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber: string | null;
  @ApiProperty() isVerified: boolean;
  @ApiProperty() isInformationComplete: boolean;
  @ApiProperty({ minimum: 0 }) points: number;
  @ApiProperty() isAdmin: boolean;
}

/** `{ success, statusCode, message, data: user }`, for Swagger. */
export class UserEnvelopeDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 200 }) statusCode: number;
  @ApiProperty({ example: 'OK' }) message: string;
  @ApiProperty({ type: UserDto }) data: UserDto;
}

/** A success without data: `{ success, statusCode, message, data: null }`, for Swagger. */
export class EmptyEnvelopeDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 200 }) statusCode: number;
  @ApiProperty({ example: 'OK' }) message: string;
  @ApiProperty({ type: 'null', nullable: true, example: null }) data: null;
}
