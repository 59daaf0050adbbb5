import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { getDocumentQuestions, type DocumentQuestion } from '../api/get-document-questions';

const text = strings.questionBank;

/**
 * A paper's questions under the viewer (issue 29), each with its marks and page and, when other
 * papers of the subject asked it too, how often and in which years. Choosing one opens the paper at
 * its page. Nothing is shown while loading, on failure, or for a paper without questions found:
 * the list adds to the viewer, it never stands in its way.
 */
export function PaperQuestions({ documentId, onOpenPage }: { documentId: string; onOpenPage: (page: number) => void }) {
  const questions = useQuery<DocumentQuestion[]>(`questions:${documentId}`, () => getDocumentQuestions(documentId));
  const list = questions.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="paper-questions-heading" sx={{ mt: 3 }}>
      <Typography id="paper-questions-heading" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {text.heading}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, maxWidth: '80ch' }}>
        {list.map((q) => (
          <Box
            component="li"
            key={q.id}
            sx={{ borderLeft: 3, borderColor: q.asked > 1 ? 'primary.main' : 'divider', pl: 1.5 }}
          >
            <Typography component="p" sx={{ fontSize: '0.95rem' }}>
              <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {text.number(q.number)}
              </Box>
              {q.text}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              {q.asked > 1 ? <Chip size="small" color="primary" label={text.asked(q.asked, q.years)} /> : null}
              {q.marks === null ? null : (
                <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
                  {text.marks(q.marks)}
                </Typography>
              )}
              <Link
                component="button"
                type="button"
                onClick={() => {
                  onOpenPage(q.page);
                }}
                aria-label={text.openAt(q.number, q.page)}
                sx={{ fontSize: '0.85rem' }}
              >
                {text.page(q.page)}
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
