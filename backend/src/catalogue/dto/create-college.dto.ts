import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';
import { Trim } from './trim';
import { Aliases } from './catalogue-extras';

export class CreateCollegeDto {
  @ApiProperty({ example: 'Indian Institute of Technology Delhi', maxLength: 200 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  collegeName: string;

  @ApiProperty({ example: 'New Delhi', maxLength: 200 })
  @Trim()
  @IsString()
  @NoNul()
  @IsNotEmpty()
  @MaxLength(200)
  location: string;

  @Aliases() aliases?: string[];
}
