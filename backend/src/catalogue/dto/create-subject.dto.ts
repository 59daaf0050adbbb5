import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { Trim } from './trim';
import { Aliases, SubjectCode } from './catalogue-extras';

export class CreateSubjectDto {
  @ApiProperty({ example: 'Data Structures', maxLength: 200 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({
    description: 'The branch, by id or by name (within the course)',
    example: 'Computer Science and Engineering',
  })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  branch: string;

  @ApiProperty({ description: 'The course, by id or by name (within the college)', example: 'Bachelor of Technology' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  course: string;

  @ApiProperty({ description: 'The college, by id or by name', example: 'Indian Institute of Technology Delhi' })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  college: string;

  @ApiProperty({ description: 'Year of study, within the course duration', example: 2 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  year: number;

  @Aliases() aliases?: string[];

  @SubjectCode() code?: string | null;
}
