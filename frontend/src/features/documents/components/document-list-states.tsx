import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FEED_SKELETON_COUNT } from '@/config/constants';
import { viewerSlug } from '../lib/viewer-state';
import type { DocumentItem } from '../types';
import { DocumentCard, DocumentCardSkeleton } from './document-card';

interface DocumentGridProps {
  docs: DocumentItem[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /** Viewer route for a document, from its slug. */
  hrefFor: (slug: string) => string;
}

/** A grid of document cards with loading, error and empty states. */
export function DocumentGrid({ docs, loading, failed, emptyText, hrefFor }: DocumentGridProps) {
  if (loading) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading">
        {Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
            <DocumentCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (failed)
    return <Typography sx={{ py: 6, textAlign: 'center' }}>Something went wrong. Please try again.</Typography>;
  if (!docs || docs.length === 0) return <Typography sx={{ py: 6, textAlign: 'center' }}>{emptyText}</Typography>;
  return (
    <Grid container spacing={3}>
      {docs.map((doc) => (
        <Grid key={doc._id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <DocumentCard doc={doc} to={hrefFor(viewerSlug(doc.title))} />
        </Grid>
      ))}
    </Grid>
  );
}
