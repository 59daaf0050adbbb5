import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { BranchList } from './branch-list';

/** The add and edit forms open over the list (see CatalogueList). */
export const branches = {
  list: BranchList,
  hasCreate: true,
  hasEdit: true,
  icon: AccountTreeIcon,
  recordRepresentation: 'branchName',
};
