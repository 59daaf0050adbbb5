import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './user-list';

export const users = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'username',
};
