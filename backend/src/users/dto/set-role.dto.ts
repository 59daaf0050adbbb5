import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetRoleDto {
  @ApiProperty({ description: 'true makes the user an administrator; false withdraws it' })
  @IsBoolean()
  isAdmin: boolean;
}
