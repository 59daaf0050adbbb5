import { CurrentPasswordField, NewPasswordField } from './fields';

export class ChangePasswordDto {
  @CurrentPasswordField('oldPassword') oldPassword: string;
  @NewPasswordField('newPassword') newPassword: string;
}
