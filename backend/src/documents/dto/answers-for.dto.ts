import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateIf } from 'class-validator';

/** PUT /api/documents/{id}/answers-for: the paper this document answers, or null for none (issue 27). */
export class SetAnswersForDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The paper's id (a paper of the same subject, not this document), or null to unlink",
  })
  // null clears; anything else must be a string (its shape and target are checked by the service).
  @ValidateIf((dto: { answersFor?: unknown }) => dto.answersFor !== null)
  @IsString({ message: 'answersFor must be a paper id or null' })
  @MaxLength(100)
  answersFor: string | null;
}
