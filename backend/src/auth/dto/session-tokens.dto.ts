import { ApiProperty } from '@nestjs/swagger';

export class SessionTokensDto {
  @ApiProperty({ description: 'JWT, 15 minutes; also set as the accessToken cookie' }) accessToken: string;
  @ApiProperty({ description: 'Opaque, 7 days, single use; also set as the refreshToken cookie' }) refreshToken: string;
}

/** `{ …, data: { accessToken, refreshToken } }`, for Swagger. */
export class SessionTokensEnvelopeDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 200 }) statusCode: number;
  @ApiProperty({ example: 'Session refreshed' }) message: string;
  @ApiProperty({ type: SessionTokensDto }) data: SessionTokensDto;
}
