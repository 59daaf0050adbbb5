/** Body of POST /api/feedbacks (spec §3). */
export interface FeedbackInput {
  email: string;
  name: string;
  feedback: string;
}
