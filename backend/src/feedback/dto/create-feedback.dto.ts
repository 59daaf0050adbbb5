import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';

const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Spec §5 Contact: all required. The spec leaves the e-mail unchecked; we check its format with the
 * account forms' rule (README, "Decisions", issue 25): the team answers by e-mail, and a message
 * from "not-an-email" cannot be answered. Stored as typed (trimmed): nothing looks it up.
 */
export class CreateFeedbackDto {
  @ApiProperty({ maxLength: 254, example: 'asha@example.com', format: 'email' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ maxLength: 100, example: 'Asha' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(5000)
  feedback: string;
}
