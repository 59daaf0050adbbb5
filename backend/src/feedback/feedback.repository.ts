import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, inArray, or, sql, SQL } from 'drizzle-orm';
import { isUuid } from '../common/id-param';
import { ListParams, MAX_RANGE, stringList } from '../catalogue/ra-params';
import { DATABASE, Database } from '../database/database.types';
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
export const FEEDBACK_FILTER = ['q', 'id'] as const;
export type FeedbackSortField = (typeof FEEDBACK_SORT)[number];

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: { email: string; name: string; feedback: string }): Promise<FeedbackDto> {
    const [row] = await this.db.insert(feedback).values(values).returning(columns);
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  list(limit: number): Promise<FeedbackDto[]> {
    return this.db.select(columns).from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
  }

  /** react-admin's page: q searches name, e-mail and message; id is one or a list. */
  async page(params: ListParams<FeedbackSortField>): Promise<{ rows: FeedbackDto[]; total: number; start: number }> {
    const f = params.filter;
    const ids = stringList(f.id);
    const where: SQL | undefined = and(
      typeof f.q === 'string'
        ? or(
            sql`${feedback.name} ilike ${containsPattern(f.q)}`,
            sql`${feedback.email} ilike ${containsPattern(f.q)}`,
            sql`${feedback.feedback} ilike ${containsPattern(f.q)}`,
          )
        : undefined,
      ids === undefined ? undefined : ids.some(isUuid) ? inArray(feedback.id, ids.filter(isUuid)) : sql`false`,
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
