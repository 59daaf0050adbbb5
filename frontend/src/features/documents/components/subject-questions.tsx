import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import {
  getSubject,
  getSubjectQuestions,
  type QuestionGroup,
  type QuestionOccurrence,
  type QuestionSort,
} from '../api/get-subject-questions';
import { isGone } from '../lib/gone';
import { viewerSlug } from '../lib/viewer-state';
import { EXAM_TYPE_LABELS, type ExamType } from '../types';

const text = strings.questionBank;
const EXAM_TYPES = Object.keys(EXAM_TYPE_LABELS) as ExamType[];

const isExamType = (value: string | null): value is ExamType => value !== null && value in EXAM_TYPE_LABELS;

/** A link opening the paper at the page the question starts on (the viewer reads `page`). */
const occurrenceHref = (o: QuestionOccurrence): string =>
  paths.feed.document.getHref(viewerSlug(o.title), { id: o.documentId, page: o.page });

const occurrenceLabel = (o: QuestionOccurrence): string =>
  text.occurrence(o.number, o.examYear, o.examType ? EXAM_TYPE_LABELS[o.examType] : null, o.page);

/**
 * /subjects/:subjectId/questions (issue 29; not in the spec): the subject's questions grouped across
 * years, most asked first (or the latest asked first), each with its years and, per paper, its
 * number, marks and a link opening the paper at its page; filtered by exam type. The order and the
 * filter live in the address, so the page can be shared as it is seen.
 */
export function SubjectQuestions() {
  const { subjectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const sort: QuestionSort = search.get('sort') === 'recent' ? 'recent' : 'asked';
  const examTypeParam = search.get('examType');
  const examType = isExamType(examTypeParam) ? examTypeParam : undefined;

  const subject = useQuery(subjectId ? `subject:${subjectId}` : null, () => getSubject(subjectId));
  const groups = useQuery(`subject-questions:${subjectId}:${sort}:${examType ?? ''}`, () =>
    getSubjectQuestions(subjectId, { sort, examType }),
  );

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  const missing = isGone(subject.error) || isGone(groups.error);
  const title = subject.data ? text.pageTitle(subject.data.name) : text.pageTitleLoading;

  if (missing) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <DocumentTitle title={text.pageTitleLoading} />
        <Alert severity="info">{text.notFound}</Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 0.5 }}>
        {title}
      </Typography>
      {subject.data ? (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          {[subject.data.college, subject.data.course, subject.data.branch, text.yearOf(subject.data.year)].join(' · ')}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{text.intro}</Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={sort}
          aria-label={text.sortLabel}
          onChange={(_event, value: QuestionSort | null) => {
            if (value) setParam('sort', value === 'asked' ? undefined : value);
          }}
        >
          <ToggleButton value="asked">{text.sortAsked}</ToggleButton>
          <ToggleButton value="recent">{text.sortRecent}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={text.examTypeLabel}
          value={examType ?? ''}
          onChange={(event) => {
            setParam('examType', isExamType(event.target.value) ? event.target.value : undefined);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{text.allExamTypes}</MenuItem>
          {EXAM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {EXAM_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {groups.loading ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : groups.error !== undefined ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={groups.reload}>
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      ) : (groups.data ?? []).length === 0 ? (
        <Box sx={{ py: 4 }}>
          <Typography>{examType ? text.emptyFiltered(EXAM_TYPE_LABELS[examType]) : text.empty}</Typography>
          {examType ? (
            <Button
              sx={{ mt: 1 }}
              onClick={() => {
                setParam('examType', undefined);
              }}
            >
              {text.showAll}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {(groups.data ?? []).map((group) => (
            <QuestionGroupItem key={group.id} group={group} />
          ))}
        </Box>
      )}
    </Container>
  );
}

function QuestionGroupItem({ group }: { group: QuestionGroup }) {
  const headingId = `question-group-${group.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', p: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Chip
          size="small"
          color={group.asked > 1 ? 'primary' : 'default'}
          label={group.asked > 1 ? text.asked(group.asked, group.years) : text.askedOnce(group.years)}
        />
      </Box>
      <Typography id={headingId} component="p" sx={{ fontSize: '1rem', mb: 1 }}>
        {group.text}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {group.occurrences.map((o) => (
          <Box component="li" key={`${o.documentId}:${o.number}`} sx={{ fontSize: '0.875rem' }}>
            <Link component={RouterLink} to={occurrenceHref(o)}>
              {occurrenceLabel(o)}
            </Link>
            {o.marks === null ? null : (
              <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem', ml: 0.75 }}>
                ({text.marks(o.marks)})
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
