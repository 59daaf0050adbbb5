import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/ui/document-title';
import { DocumentFeed } from '@/features/documents/components/document-feed';

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
