import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, Database } from '../database/database.types';
import { branches, colleges, courses, subjects, users } from '../database/schema';
import type { DemoCollege } from './demo-catalogue';

@Injectable()
export class SeedRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async catalogueIsEmpty(): Promise<boolean> {
    const rows = await this.db.select({ id: colleges.id }).from(colleges).limit(1);
    return rows.length === 0;
  }

  /** Inserts the whole tree in one transaction: all or nothing. */
  async insertCatalogue(tree: DemoCollege[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const college of tree) {
        const [c] = await tx
          .insert(colleges)
          .values({ collegeName: college.collegeName, location: college.location })
          .returning({ id: colleges.id });
        if (!c) throw new Error('college insert returned nothing');
        for (const course of college.courses) {
          const [co] = await tx
            .insert(courses)
            .values({ collegeId: c.id, courseName: course.courseName, abbreviation: course.abbreviation, duration: course.duration })
            .returning({ id: courses.id });
          if (!co) throw new Error('course insert returned nothing');
          for (const branch of course.branches) {
            const [b] = await tx
              .insert(branches)
              .values({ collegeId: c.id, courseId: co.id, branchName: branch.branchName, abbreviation: branch.abbreviation })
              .returning({ id: branches.id });
            if (!b) throw new Error('branch insert returned nothing');
            if (branch.subjects.length > 0) {
              await tx.insert(subjects).values(
                branch.subjects.map((s) => ({ collegeId: c.id, courseId: co.id, branchId: b.id, name: s.name, year: s.year })),
              );
            }
          }
        }
      }
    });
  }

  findUserByEmail(email: string) {
    return this.db
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .then((rows) => rows[0]);
  }

  async anyAdmin(): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    return rows.length > 0;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return rows.length > 0;
  }

  async promote(id: string, passwordHash?: string): Promise<void> {
    await this.db
      .update(users)
      .set({ isAdmin: true, isVerified: true, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id));
  }

  async createAdmin(email: string, username: string, passwordHash: string): Promise<void> {
    await this.db.insert(users).values({
      email,
      username,
      passwordHash,
      fullName: 'Administrator',
      college: 'PaperShelf',
      mobileNumber: '0000000000',
      isAdmin: true,
      isVerified: true,
      isInformationComplete: true,
    });
  }
}
