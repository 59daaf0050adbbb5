import { CurrentPasswordField, EmailField } from './fields';

export class LoginUserDto {
  @EmailField() email: string;
  @CurrentPasswordField() password: string;
}
