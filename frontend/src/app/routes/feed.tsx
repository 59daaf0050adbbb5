import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/ui/document-title';
import { useAuth } from '@/features/auth/components/auth-provider';
import { DocumentFeed } from '@/features/documents/components/document-feed';
import { DocumentViewer } from '@/features/documents/components/document-viewer';

export function FeedRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title="Feed" />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        Feed
      </Typography>
      <DocumentFeed />
    </Container>
  );
}

/** The viewer learns who is looking so it can offer Delete to the uploader and to admins. */
export function DocumentViewerRoute() {
  const { user, authenticated } = useAuth();
  const viewer = authenticated === true && user ? { username: user.username, isAdmin: user.isAdmin === true } : undefined;
  return <DocumentViewer viewer={viewer} />;
}
