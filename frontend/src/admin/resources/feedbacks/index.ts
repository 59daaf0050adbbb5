import FeedbackIcon from '@mui/icons-material/Feedback';
import { FeedbackList } from './feedback-list';

export const feedbacks = {
  list: FeedbackList,
  icon: FeedbackIcon,
  options: { label: 'Feedback' },
};
