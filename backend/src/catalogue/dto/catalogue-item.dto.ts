import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** Spec §3 College. */
export class CollegeDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Indian Institute of Technology Delhi' }) collegeName: string;
  @ApiProperty({ example: 'New Delhi' }) location: string;
  @ApiProperty({ type: [String], example: ['OS'], description: 'Other names for it (may be empty)' }) aliases: string[];
}

/** Spec §3 Course: `college` is the college's name; collegeId is added for the wizard. */
export class CourseDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Bachelor of Technology' }) courseName: string;
  @ApiProperty({ example: 'BTech' }) abbreviation: string;
  @ApiProperty({ description: 'College name', example: 'Indian Institute of Technology Delhi' }) college: string;
  @ApiProperty({ format: 'uuid' }) collegeId: string;
  @ApiProperty({ description: 'Years', example: 4 }) duration: number;
  @ApiProperty({ type: [String], example: ['OS'], description: 'Other names for it (may be empty)' }) aliases: string[];
}

/** Spec §3 Branch: `college` and `course` are names. */
export class BranchDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Computer Science and Engineering' }) branchName: string;
  @ApiProperty({ example: 'CSE' }) abbreviation: string;
  @ApiProperty({ description: 'College name' }) college: string;
  @ApiProperty({ format: 'uuid' }) collegeId: string;
  @ApiProperty({ description: 'Course name' }) course: string;
  @ApiProperty({ format: 'uuid' }) courseId: string;
  @ApiProperty({ type: [String], example: ['OS'], description: 'Other names for it (may be empty)' }) aliases: string[];
}

/** Spec §3 Subject: `branch`, `course` and `college` are names. */
export class SubjectDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'Data Structures' }) name: string;
  @ApiProperty({ example: 2 }) year: number;
  @ApiProperty({ description: 'Branch name' }) branch: string;
  @ApiProperty({ format: 'uuid' }) branchId: string;
  @ApiProperty({ description: 'Course name' }) course: string;
  @ApiProperty({ format: 'uuid' }) courseId: string;
  @ApiProperty({ description: 'College name' }) college: string;
  @ApiProperty({ format: 'uuid' }) collegeId: string;
  @ApiProperty({ type: String, nullable: true, example: 'CS301', description: 'Subject code, null when none' })
  code: string | null;
  @ApiProperty({ type: [String], example: ['OS'], description: 'Other names for it (may be empty)' }) aliases: string[];
}

/** How many documents a wizard step leads to, so students do not walk into empty ends. */
export class DocumentCountsDto {
  @ApiProperty({ example: 3 }) papers: number;
  @ApiProperty({ example: 1 }) notes: number;
}

/** A row and the documents filed under it: what a browse-wizard step answers with. */
export type WizardRow<Row> = Row & { documents: DocumentCountsDto };

/**
 * The browse wizard's row of a kind, `Wizard` + its row's class name (WizardCollegeDto, …): the row
 * and `documents`, so students do not walk into empty ends.
 */
export function wizardRowOf<Row>(row: Type<Row>): Type<WizardRow<Row>> {
  class WizardRowDto extends (row as Type<object>) {
    @ApiProperty({ type: DocumentCountsDto }) documents: DocumentCountsDto;
  }
  Object.defineProperty(WizardRowDto, 'name', { value: `Wizard${row.name}` });
  return WizardRowDto as Type<WizardRow<Row>>;
}

/** One year button of the browse wizard (1 … the course's duration) with its documents. */
export class WizardYearDto {
  @ApiProperty({ example: 2 }) year: number;
  @ApiProperty({ type: DocumentCountsDto }) documents: DocumentCountsDto;
}
