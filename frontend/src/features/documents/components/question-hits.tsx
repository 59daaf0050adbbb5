import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { searchQuestions, type QuestionHit } from '../api/get-subject-questions';
import { viewerSlug } from '../lib/viewer-state';
import { EXAM_TYPE_LABELS } from '../types';

const text = strings.questionBank;

/** How many questions the feed shows above a search's documents. */
export const QUESTION_HITS_SHOWN = 4;

/** The API's shortest query (QuestionSearchQueryDto). */
const MIN_QUERY_LENGTH = 2;

/**
 * A search's matching exam questions, above its documents (issue 29; not in the spec): each opens
 * its paper at the question's page, and names its subject with a link to that subject's most asked
 * questions. Shown only when some match: no heading, skeleton or error of its own, since the
 * documents below are the search's answer and this is a shortcut into them (a failure is logged).
 * `subject`: the feed's subject filter (a name), which the hits must share.
 */
export function QuestionHits({ q, subject }: { q: string; subject: string }) {
  const words = q.trim();
  const key = words.length >= MIN_QUERY_LENGTH ? `question-hits:${words}` : null;
  // A few more than shown, so a subject filter applied here still leaves some.
  const found = useQuery(key, () => searchQuestions(words, subject ? 20 : QUESTION_HITS_SHOWN));
  const wanted = subject.trim().toLowerCase();
  const hits = (found.data ?? [])
    .filter((hit) => wanted === '' || hit.subject.name.toLowerCase() === wanted)
    .slice(0, QUESTION_HITS_SHOWN);
  if (key === null || hits.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="question-hits-heading" sx={{ mb: 3 }}>
      <Typography id="question-hits-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {text.searchHeading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {hits.map((hit) => (
          <QuestionHitRow key={hit.id} hit={hit} />
        ))}
      </Box>
    </Box>
  );
}

function QuestionHitRow({ hit }: { hit: QuestionHit }) {
  const paper = [hit.title, hit.examYear, hit.examType ? EXAM_TYPE_LABELS[hit.examType] : null, text.page(hit.page)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', bgcolor: 'background.paper', px: 2, py: 1.25 }}
    >
      <Link
        component={RouterLink}
        to={paths.feed.document.getHref(viewerSlug(hit.title), { id: hit.documentId, page: hit.page })}
        aria-label={`${text.openAt(hit.number, hit.page)}: ${hit.title}`}
        underline="hover"
        sx={{ display: 'block', color: 'text.primary' }}
      >
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {text.number(hit.number)} {hit.text}
          {hit.marks !== null && (
            <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              ({text.marks(hit.marks)})
            </Typography>
          )}
        </Typography>
      </Link>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 0.25 }}>
        {paper} ·{' '}
        <Link component={RouterLink} to={paths.subjectQuestions.getHref(hit.subject._id)}>
          {text.linkFor(hit.subject.name)}
        </Link>
      </Typography>
    </Box>
  );
}
