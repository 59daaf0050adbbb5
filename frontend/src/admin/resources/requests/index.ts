import RequestPageIcon from '@mui/icons-material/RequestPage';
import { RequestEdit, RequestList } from './request-list';

/** Requests for missing documents (issue 27): most wanted first; close or reject with a reason. */
export const requests = {
  list: RequestList,
  edit: RequestEdit,
  icon: RequestPageIcon,
  recordRepresentation: 'subject.name',
};
