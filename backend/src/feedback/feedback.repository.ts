import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, or, sql, SQL } from 'drizzle-orm';
import { BASE_FILTERS, ListParams, MAX_RANGE } from '../common/react-admin/list-params';
import { DATABASE, Database } from '../database/database.types';
import { containsPattern, idFilter } from '../common/react-admin/list-filters';
import { feedback } from '../database/schema';
import type { FeedbackDto } from './dto/feedback.dto';

const columns = {
  _id: feedback.id,
  email: feedback.email,
  name: feedback.name,
  feedback: feedback.feedback,
  createdAt: feedback.createdAt,
};

export const FEEDBACK_SORT = ['_id', 'createdAt', 'name', 'email'] as const;
export const FEEDBACK_FILTER = BASE_FILTERS;
export type FeedbackSortField = (typeof FEEDBACK_SORT)[number];

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: { email: string; name: string; feedback: string }): Promise<FeedbackDto> {
    const [row] = await this.db.insert(feedback).values(values).returning(columns);
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  async find(id: string): Promise<FeedbackDto | undefined> {
    const [row] = await this.db.select(columns).from(feedback).where(eq(feedback.id, id));
    return row;
  }

  /** react-admin's page: q searches name, e-mail and message; id is one or a list. */
  async page(params: ListParams<FeedbackSortField>): Promise<{ rows: FeedbackDto[]; total: number; start: number }> {
    const f = params.filter;
    const where: SQL | undefined = and(
      typeof f.q === 'string'
        ? or(
            sql`${feedback.name} ilike ${containsPattern(f.q)}`,
            sql`${feedback.email} ilike ${containsPattern(f.q)}`,
            sql`${feedback.feedback} ilike ${containsPattern(f.q)}`,
          )
        : undefined,
      idFilter(feedback.id, f.id),
    );
    const sort = params.sort ?? { field: 'createdAt', order: 'DESC' };
    const column = columns[sort.field];
    const direction = sort.order === 'DESC' ? desc : asc;
    const start = params.range?.start ?? 0;
    const size = params.range ? params.range.end - params.range.start + 1 : MAX_RANGE;
    const [rows, counted] = await Promise.all([
      this.db
        .select(columns)
        .from(feedback)
        .where(where)
        .orderBy(direction(column), direction(feedback.id))
        .limit(size)
        .offset(start),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0, start };
  }
}
