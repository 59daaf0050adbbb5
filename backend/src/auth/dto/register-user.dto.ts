import { EmailField, NewPasswordField, UsernameField } from './fields';

export class RegisterUserDto {
  @UsernameField() username: string;
  @EmailField() email: string;
  @NewPasswordField() password: string;
}
