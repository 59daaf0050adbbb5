import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';

const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Spec §5 Contact: all required; the e-mail is plain text (no format check). */
export class CreateFeedbackDto {
  @ApiProperty({ maxLength: 254, example: 'asha@example.com' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(254)
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
