import { EmailField, NewPasswordField } from './fields';

export class ChangeForgetPasswordDto {
  @NewPasswordField('newPassword') newPassword: string;
  @EmailField() email: string;
}
