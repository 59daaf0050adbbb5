import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { DocumentTitle } from '@/components/ui/document-title';
import { strings } from '@/config/strings';
import { NotificationList } from './notification-list';

/** /notifications: every notification of the signed-in user, paged. */
export function NotificationsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={strings.notifications.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px' }}>
        <NotificationList />
      </Paper>
    </Container>
  );
}
