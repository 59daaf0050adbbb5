/**
 * The profile pickers' catalogue (features/auth/lib/profile-choices.ts), built from the documents
 * feature's catalogue lists and the chain's cascade (a course sits under its college by name or
 * id): the app is where the two features meet.
 */
import { catalogueLevel, isListed } from '@/config/catalogue-chain';
import { getCatalogue } from '@/features/documents/api/get-catalogue';
import { rowsUnder } from '@/features/documents/lib/catalogue-cascade';
import type { ProfileChoices } from '@/features/auth/lib/profile-choices';

export async function loadProfileChoices(): Promise<ProfileChoices> {
  const catalogue = await getCatalogue();
  const course = catalogueLevel('course');
  if (!isListed(course)) throw new Error('course is a listed catalogue level');
  return {
    colleges: catalogue.college.map((college) => ({
      name: college.collegeName,
      courses: rowsUnder(catalogue, course, { college: college.collegeName }).map((row) => ({
        name: String(row.courseName),
        years: Number(row.duration),
      })),
    })),
  };
}
