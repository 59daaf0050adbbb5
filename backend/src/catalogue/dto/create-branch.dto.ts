import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { Trim } from './trim';
import { Aliases } from './catalogue-extras';

export class CreateBranchDto {
  @ApiProperty({ example: 'Computer Science and Engineering', maxLength: 200 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  branchName: string;

  @ApiProperty({ example: 'CSE', maxLength: 50 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(50)
  abbreviation: string;

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

  @Aliases() aliases?: string[];
}
