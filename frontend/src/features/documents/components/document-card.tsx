import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { strings } from '@/config/strings';
import { isPaper, kindLabel, type DocumentItem } from '../types';
import { useLivePreview } from '../lib/live-preview';
import { viewerStateFor } from '../lib/viewer-state';
import { useBookmarks } from './bookmarks-provider';
import { SearchSnippet } from './search-snippet';

const text = strings.viewer;
const counted = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** "12 Nov 2026 · 3 pages · 7 views": when it was shared, how long it is, how many opened it. */
export function documentFacts(doc: DocumentItem): string {
  return [
    new Date(doc.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    typeof doc.pages === 'number' ? counted(doc.pages, text.page, text.pages) : undefined,
    counted(doc.views, text.view, text.views),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A paper or note: thumbnail, title, subject and college, date, pages and views, type chip, bookmark toggle. The title
 * is a level-2 heading (the page title is the h1). The bookmark sits on the thumbnail's corner,
 * clear of the text however long the names are. A search result shows its matched passage under
 * the title.
 */
export function DocumentCard({ doc, to }: { doc: DocumentItem; to: string }) {
  const { isBookmarked, toggle } = useBookmarks();
  const preview = useLivePreview(doc);
  const saved = isBookmarked(doc._id);
  const paper = isPaper(doc);
  const chip = kindLabel(doc);
  const subject = doc.subject[0]?.name;
  const college = doc.college[0]?.collegeName;

  return (
    <Card component="article" variant="outlined" sx={{ position: 'relative', borderRadius: '16px', height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} state={viewerStateFor(doc)} sx={{ height: '100%' }}>
        <Box sx={{ height: 160, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {preview ? (
            <CardThumbnail src={preview} />
          ) : (
            <DescriptionIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
          )}
        </Box>
        <CardContent>
          <Chip size="small" label={chip} color={paper ? 'primary' : 'secondary'} sx={{ mb: 1 }} />
          {/* Two lines at most, so one long title cannot stretch its row of the grid; the whole
              title is in the tooltip (and in the link's name, for screen readers). */}
          <Typography
            component="h2"
            variant="h6"
            title={doc.title}
            sx={{
              fontSize: '1.05rem',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {doc.title}
          </Typography>
          {doc.snippet && doc.snippet.length > 0 ? (
            <SearchSnippet segments={doc.snippet} page={doc.snippetPage} />
          ) : null}
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {[subject, college].filter(Boolean).join(' · ')}
          </Typography>
          <Typography data-testid="document-facts" sx={{ color: 'text.secondary', fontSize: '0.8rem', mt: 0.5 }}>
            {documentFacts(doc)}
          </Typography>
        </CardContent>
      </CardActionArea>
      <IconButton
        aria-label={saved ? `Remove bookmark: ${doc.title}` : `Bookmark: ${doc.title}`}
        aria-pressed={saved}
        onClick={() => {
          toggle(doc);
        }}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {saved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
      </IconButton>
    </Card>
  );
}

/**
 * The first page, filling the 160 px band from its top: a portrait page shows its header and
 * loses its lower part, which is what identifies a paper. A page wider than the band (a
 * panoramic scan, a slide strip) would lose its sides that way, so it is shown whole instead,
 * letterboxed on the band's background.
 */
export function CardThumbnail({ src }: { src: string }) {
  const [fit, setFit] = useState<'cover' | 'contain'>('cover');
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    const box = img.parentElement;
    if (!img.naturalWidth || !img.naturalHeight || !box?.clientWidth || !box.clientHeight) return;
    setFit(img.naturalWidth / img.naturalHeight > box.clientWidth / box.clientHeight ? 'contain' : 'cover');
  };
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onLoad={onLoad}
      data-fit={fit}
      sx={{ width: '100%', height: '100%', objectFit: fit, objectPosition: fit === 'cover' ? 'top' : 'center' }}
    />
  );
}

export function DocumentCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: '16px' }} aria-hidden data-testid="document-skeleton">
      <Skeleton variant="rectangular" height={160} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
