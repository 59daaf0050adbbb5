import DescriptionIcon from '@mui/icons-material/Description';
import { DocumentList } from './document-list';
import { DocumentShow } from './document-show';

export const documents = {
  list: DocumentList,
  show: DocumentShow,
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};
