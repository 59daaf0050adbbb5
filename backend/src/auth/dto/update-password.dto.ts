import { EmailField, OtpField } from './fields';

/** PATCH update-password: despite its name, it verifies the password-reset code. */
export class UpdatePasswordDto {
  @OtpField() otp: string;
  @EmailField() email: string;
}
