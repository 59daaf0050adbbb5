import { OtpField } from './fields';

export class VerifyEmailDto {
  @OtpField() otp: string;
}
