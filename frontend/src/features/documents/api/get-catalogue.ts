import { useQuery } from '@/lib/use-query';
import { api } from '@/lib/api-client';
import type { Branch, College, Course, Subject } from '../types';
import { logFailure } from '@/lib/log-failure';

/** Unfiltered catalogue lists (spec §7). */
export const getColleges = () => api.get<College[]>('/api/colleges');
export const getCourses = () => api.get<Course[]>('/api/courses');
export const getBranches = () => api.get<Branch[]>('/api/branches');
export const getSubjects = () => api.get<Subject[]>('/api/subjects');

export interface Catalogue {
  colleges: College[];
  courses: Course[];
  branches: Branch[];
  subjects: Subject[];
}

/** All four lists at once; a failed list counts as empty (failures are only logged). */
export async function getCatalogue(): Promise<Catalogue> {
  const settle = async <T>(promise: Promise<T[]>): Promise<T[]> => {
    try {
      return await promise;
    } catch (error) {
      logFailure('Catalogue list failed', error);
      return [];
    }
  };
  const [colleges, courses, branches, subjects] = await Promise.all([
    settle(getColleges()),
    settle(getCourses()),
    settle(getBranches()),
    settle(getSubjects()),
  ]);
  return { colleges, courses, branches, subjects };
}

export const useCatalogue = () => useQuery('catalogue', getCatalogue);
