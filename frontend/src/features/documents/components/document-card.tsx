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
import { Link as RouterLink } from 'react-router-dom';
import { EXAM_TYPE_LABELS, isPaper, type DocumentItem } from '../types';
import { viewerStateFor } from '../lib/viewer-state';
import { useBookmarks } from './bookmarks-provider';

/** A paper or note: thumbnail, title, subject and college, type chip, bookmark toggle. */
export function DocumentCard({ doc, to }: { doc: DocumentItem; to: string }) {
  const { isBookmarked, toggle } = useBookmarks();
  const saved = isBookmarked(doc._id);
  const paper = isPaper(doc);
  const chip = paper && doc.examType ? `Paper · ${EXAM_TYPE_LABELS[doc.examType]}` : 'Notes';
  const subject = doc.subject[0]?.name;
  const college = doc.college[0]?.collegeName;

  return (
    <Card component="article" variant="outlined" sx={{ position: 'relative', borderRadius: '16px', height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} state={viewerStateFor(doc)} sx={{ height: '100%' }}>
        <Box sx={{ height: 160, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {doc.preview ? (
            <Box component="img" src={doc.preview} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }} />
          ) : (
            <DescriptionIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
          )}
        </Box>
        <CardContent>
          <Chip size="small" label={chip} color={paper ? 'primary' : 'secondary'} sx={{ mb: 1 }} />
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', pr: 4, wordBreak: 'break-word' }}>
            {doc.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {[subject, college].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
      <IconButton
        aria-label={saved ? `Remove bookmark: ${doc.title}` : `Bookmark: ${doc.title}`}
        aria-pressed={saved}
        onClick={() => {
          toggle(doc);
        }}
        sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper' }}
      >
        {saved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
      </IconButton>
    </Card>
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
