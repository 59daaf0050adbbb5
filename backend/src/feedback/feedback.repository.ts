import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
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
}
