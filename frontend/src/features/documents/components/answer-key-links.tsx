import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { getAnswerKeys } from '../api/answer-keys';
import { publicDocumentHref } from '../lib/viewer-state';
import { isPaper, type DocumentItem } from '../types';

const text = strings.answerKeys;

/**
 * Answer keys in the viewer (issue 27): a paper with keys says "Answer key available" and links
 * each; a key names the paper it answers. Nothing while the keys load or when they fail: the links
 * add to the viewer, they never stand in its way.
 */
export function AnswerKeyLinks({ doc }: { doc: DocumentItem }) {
  // A detail without the count (an older server) still asks; a count of 0 does not.
  const hasKeys = isPaper(doc) && (doc.answerCount ?? 1) > 0;
  const keys = useQuery<DocumentItem[]>(hasKeys ? `answer-keys:${doc._id}` : null, () => getAnswerKeys(doc._id));
  const list = hasKeys ? (keys.data ?? []) : [];
  const paper = doc.answersFor ?? null;
  if (list.length === 0 && paper === null) return null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1, maxWidth: '80ch' }}>
      {paper !== null && (
        <Typography>
          <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
            {text.answers}
          </Box>
          <Link component={RouterLink} to={publicDocumentHref({ documentId: paper.id, title: paper.title })}>
            {paper.title}
          </Link>
        </Typography>
      )}
      {list.length > 0 && (
        <Alert severity="success" variant="outlined" role="region" aria-label={text.available}>
          <Typography sx={{ fontWeight: 700 }}>{text.available}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {list.map((key) => (
              <li key={key._id}>
                <Link
                  component={RouterLink}
                  to={publicDocumentHref({ documentId: key._id, title: key.title })}
                  aria-label={text.keyOf(key.title)}
                >
                  {key.title}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
