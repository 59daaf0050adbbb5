import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** react-admin (ra-data-simple-rest) list parameters; all optional, JSON-encoded. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["collegeName","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({
    description: 'JSON [start, end], inclusive (whole numbers, end ≤ 1000000, at most 1000 rows)',
    example: '[0,24]',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON object: q (name contains), id (one or a list), and per-kind parent filters',
    example: '{"q":"delhi"}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  filter?: string;
}
