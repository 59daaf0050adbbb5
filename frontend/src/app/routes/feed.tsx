import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { DocumentFeed } from '@/features/documents/components/document-feed';

export function FeedRoute() {
  // The heading commits at once; the filters and cards (≈ 200 ms of rendering with the CPU slowed
  // 4×, most of it MUI's styles) follow in a deferred pass that React renders in slices of a few
  // milliseconds, the main thread free between them, instead of one long task (issue 12, total
  // blocking time). The first page's request is already on its way (app/router.tsx).
  const showFeed = useDeferredValue(true, false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title="Feed" />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        Feed
      </Typography>
      {showFeed && <DocumentFeed />}
    </Container>
  );
}
