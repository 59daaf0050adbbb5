import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CurrentPasswordField, EmailField } from './fields';

export class LoginUserDto {
  @EmailField() email: string;
  @CurrentPasswordField() password: string;

  @ApiPropertyOptional({
    description: "The login form's 'Remember me' (default true). false: the session cookies last until the browser closes.",
    default: true,
  })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
