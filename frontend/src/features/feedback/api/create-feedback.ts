import { api } from '@/lib/api-client';
import type { FeedbackInput } from '../types';

export const FEEDBACK_PATH = '/api/feedbacks';

export async function createFeedback(input: FeedbackInput): Promise<unknown> {
  return api.post<unknown>(FEEDBACK_PATH, input);
}
