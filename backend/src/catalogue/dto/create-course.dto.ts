import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { Trim } from './trim';
import { Aliases } from './catalogue-extras';

export class CreateCourseDto {
  @ApiProperty({ example: 'Bachelor of Technology', maxLength: 200 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  courseName: string;

  @ApiProperty({ example: 'BTech', maxLength: 50 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(50)
  abbreviation: string;

  @ApiProperty({ description: 'The college, by id or by name', example: 'Indian Institute of Technology Delhi' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  college: string;

  @ApiProperty({ description: 'Length in years (1–10)', example: 4 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  duration: number;

  @Aliases() aliases?: string[];
}
