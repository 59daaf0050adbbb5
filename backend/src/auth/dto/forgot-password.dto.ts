import { EmailField } from './fields';

export class ForgotPasswordDto {
  @EmailField() email: string;
}
