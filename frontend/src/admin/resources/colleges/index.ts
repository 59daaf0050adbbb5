import SchoolIcon from '@mui/icons-material/School';
import { CollegeList } from './college-list';

/** The add and edit forms open over the list (see CatalogueList). */
export const colleges = {
  list: CollegeList,
  hasCreate: true,
  hasEdit: true,
  icon: SchoolIcon,
  recordRepresentation: 'collegeName',
};
