import type { ApiSchema } from '@/lib/api-types';

/** Body of POST /api/feedbacks (spec §3). */
export type FeedbackInput = ApiSchema<'CreateFeedbackDto'>;
