import { ApiProperty } from '@nestjs/swagger';

export class PageWordDto {
  @ApiProperty({ example: 'semaphore' }) text!: string;
  @ApiProperty({ description: 'Left edge, as a fraction of the page width (0..1)', example: 0.1176 }) x!: number;
  @ApiProperty({ description: 'Top edge, as a fraction of the page height (0..1)', example: 0.0853 }) y!: number;
  @ApiProperty({ description: 'Width, as a fraction of the page width', example: 0.1342 }) w!: number;
  @ApiProperty({ description: 'Height, as a fraction of the page height', example: 0.0171 }) h!: number;
}

/** A page's words with their boxes, for highlighting search words over the page image. */
export class PageWordsDto {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ description: 'The page count of the document', example: 4 }) pageCount!: number;
  @ApiProperty({ description: 'Page width in PDF points (72 per inch), its rotation applied', example: 595.28 })
  width!: number;
  @ApiProperty({ description: 'Page height in PDF points', example: 841.89 }) height!: number;
  @ApiProperty({ type: [PageWordDto], description: 'In reading order as the PDF stores it' }) words!: PageWordDto[];
  @ApiProperty({ description: 'The page had more words than are returned (5 000)' }) truncated!: boolean;
}
