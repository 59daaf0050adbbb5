import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The refresh token normally comes from the `refreshToken` cookie; a body value is the fallback. */
export class RefreshTokenDto {
  @ApiPropertyOptional({ description: 'Only when the refreshToken cookie cannot be sent', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}
