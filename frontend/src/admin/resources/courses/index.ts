import ClassIcon from '@mui/icons-material/Class';
import { CourseList } from './course-list';

/** The add and edit forms open over the list (see CatalogueList). */
export const courses = {
  list: CourseList,
  hasCreate: true,
  hasEdit: true,
  icon: ClassIcon,
  recordRepresentation: 'courseName',
};
