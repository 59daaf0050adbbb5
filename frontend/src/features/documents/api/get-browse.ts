import { api } from '@/lib/api-client';
import type { Branch, College, Course, Subject } from '../types';

/** Wizard lookups by id (spec §7 filtered lookups). */
export const getCollegeCourses = (collegeId: string) =>
  api.get<Course[]>(`/api/courses/${encodeURIComponent(collegeId)}`);

export const getCourseBranches = (collegeId: string, courseId: string) =>
  api.get<Branch[]>(`/api/branches/${encodeURIComponent(collegeId)}/${encodeURIComponent(courseId)}`);

export const getYearSubjects = (collegeId: string, courseId: string, branchId: string, year: string) =>
  api.get<Subject[]>(
    `/api/subjects/${[collegeId, courseId, branchId, year].map(encodeURIComponent).join('/')}`,
  );

export type { College };
