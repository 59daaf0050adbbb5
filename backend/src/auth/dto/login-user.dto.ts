import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CurrentPasswordField, EmailField, OtpField } from './fields';
import { AuthCode } from '../auth.errors';

export class LoginUserDto {
  @EmailField() email: string;
  @CurrentPasswordField() password: string;

  @ApiPropertyOptional({
    description:
      "The login form's 'Remember me' (default true). false: the session cookies last until the browser closes.",
    default: true,
  })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;

  @OtpField({
    optional: true,
    description: `Only after 403 ${AuthCode.STEP_UP_REQUIRED}: the 4-digit login code mailed to the owner. Ignored while the account has not had many failed logins.`,
  })
  otp?: string;
}
