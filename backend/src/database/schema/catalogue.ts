import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** A catalogue row's aliases (issue 26): never null, none is an empty list. */
const aliases = () =>
  text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const colleges = pgTable(
  'colleges',
  {
    id: id(),
    collegeName: text('college_name').notNull(),
    location: text('location').notNull(),
    /** Other names students use for it ("OS", an old code): catalogue/dto/catalogue-extras.ts. */
    aliases: aliases(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('colleges_name_lower_uq').on(sql`lower(${t.collegeName})`)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'restrict' }),
    courseName: text('course_name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    /** Course length in years; the wizard shows one year button per year. */
    duration: integer('duration').notNull(),
    /** Other names students use for it ("OS", an old code): catalogue/dto/catalogue-extras.ts. */
    aliases: aliases(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_college_name_lower_uq').on(t.collegeId, sql`lower(${t.courseName})`),
    check('courses_duration_range', sql`${t.duration} between 1 and 10`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    branchName: text('branch_name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    /** Other names students use for it ("OS", an old code): catalogue/dto/catalogue-extras.ts. */
    aliases: aliases(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('branches_course_name_lower_uq').on(t.courseId, sql`lower(${t.branchName})`),
    index('branches_college_course_idx').on(t.collegeId, t.courseId),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The code printed on papers (`CS301`), as entered; null when none. */
    code: text('code'),
    year: integer('year').notNull(),
    /** Other names students use for it ("OS", an old code): catalogue/dto/catalogue-extras.ts. */
    aliases: aliases(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subjects_branch_year_name_lower_uq').on(t.branchId, t.year, sql`lower(${t.name})`),
    index('subjects_wizard_idx').on(t.collegeId, t.courseId, t.branchId, t.year),
    check('subjects_year_range', sql`${t.year} between 1 and 10`),
  ],
);

export type CollegeRow = typeof colleges.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
