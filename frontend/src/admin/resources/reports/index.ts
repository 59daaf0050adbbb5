import FlagIcon from '@mui/icons-material/Flag';
import { ReportList } from './report-list';

/** Reports are resolved from their row (dismiss, or delete the document). */
export const reports = {
  list: ReportList,
  icon: FlagIcon,
};
