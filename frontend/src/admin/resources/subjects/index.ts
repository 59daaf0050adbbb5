import MenuBookIcon from '@mui/icons-material/MenuBook';
import { SubjectList } from './subject-list';

/** The add and edit forms open over the list (see CatalogueList). */
export const subjects = {
  list: SubjectList,
  hasCreate: true,
  hasEdit: true,
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};
