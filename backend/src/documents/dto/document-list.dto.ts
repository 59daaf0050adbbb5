import { ApiProperty } from '@nestjs/swagger';
import { DocumentDto } from './document.dto';

/** `{ …, data: Document[] }` for user-papers and user-notes, for Swagger. */
export class DocumentListEnvelopeDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 200 }) statusCode: number;
  @ApiProperty({ example: 'OK' }) message: string;
  @ApiProperty({ type: [DocumentDto] }) data: DocumentDto[];
}
