/**
 * The profile pickers' catalogue (features/auth/lib/profile-choices.ts), built from the documents
 * feature's catalogue lists: the app is where the two features meet. A course names its college
 * by name (spec §3) or, on some servers, by id (refersTo).
 */
import { getColleges, getCourses } from '@/features/documents/api/get-catalogue';
import { refersTo } from '@/features/documents/lib/catalogue-options';
import type { ProfileChoices } from '@/features/auth/lib/profile-choices';

export async function loadProfileChoices(): Promise<ProfileChoices> {
  const [colleges, courses] = await Promise.all([getColleges(), getCourses()]);
  return {
    colleges: colleges.map((college) => ({
      name: college.collegeName,
      courses: courses
        .filter((course) => refersTo(course.college, college.collegeName, college._id))
        .map((course) => ({ name: course.courseName, years: course.duration })),
    })),
  };
}
