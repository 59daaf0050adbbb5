import { api } from '@/lib/api-client';
import type { Branch, College, Course, WizardSubject, WizardYear } from '../types';

/** Wizard lookups by id (spec §7 filtered lookups). */
export const getCollegeCourses = (collegeId: string) =>
  api.get<Course[]>(`/api/courses/${encodeURIComponent(collegeId)}`);

export const getCourseBranches = (collegeId: string, courseId: string) =>
  api.get<Branch[]>(`/api/branches/${encodeURIComponent(collegeId)}/${encodeURIComponent(courseId)}`);

/** A branch's years (1 … duration) with their document counts. */
export const getBranchYears = (collegeId: string, courseId: string, branchId: string) =>
  api.get<WizardYear[]>(`/api/branches/${[collegeId, courseId, branchId].map(encodeURIComponent).join('/')}/years`);

export const getYearSubjects = (collegeId: string, courseId: string, branchId: string, year: string) =>
  api.get<WizardSubject[]>(`/api/subjects/${[collegeId, courseId, branchId, year].map(encodeURIComponent).join('/')}`);

export type { College };
