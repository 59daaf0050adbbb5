/**
 * "Request a paper" (issue 27): type, the catalogue place (the upload form's cascading pickers),
 * optionally the exam type and exam year, and a short note. Asking for what someone already
 * asked joins their request (the server answers 200); the page says which happened.
 * The form may start from a place in its address (an empty wizard step, a search with no results).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useCatalogue } from '../api/get-catalogue';
import { createRequest, type DocRequest } from '../api/requests';
import { cascadeOptions, choose } from '../lib/catalogue-cascade';
import { examYearProblem } from '../lib/exam-year';
import { EXAM_TYPE_LABELS, type DocType, type ExamType } from '../types';
import type { RequestViewer } from './request-card';
import { SelectField } from './select-field';

const text = strings.requests;

/** The longest note the API takes (REQUEST_NOTE_MAX, maxLength in openapi.json). */
export const REQUEST_NOTE_MAX_LENGTH = 300;
/** The daily limit, when the server's 429 does not say it (REQUESTS_PER_DAY). */
const DEFAULT_DAILY_LIMIT = 10;

type Fields = Record<CatalogueLevelKey, string> & {
  type: DocType;
  examType: ExamType | '';
  examYear: string;
  note: string;
};

const fieldsFrom = (search: URLSearchParams): Fields => {
  const place = Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, search.get(level.key)?.trim() ?? '']));
  return {
    ...(place as Record<CatalogueLevelKey, string>),
    type: search.get('type') === 'note' ? 'note' : 'paper',
    examType: '',
    examYear: '',
    note: '',
  };
};

const EXAM_OPTIONS = (Object.keys(EXAM_TYPE_LABELS) as ExamType[]).map((value) => ({
  value,
  label: EXAM_TYPE_LABELS[value],
}));

type Outcome = { kind: 'created' | 'joined'; request: DocRequest } | { kind: 'error'; message: string };

export function RequestForm({ viewer }: { viewer: RequestViewer }) {
  const [search] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(search));
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const catalogue = useCatalogue();
  const place = Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, fields[level.key]])) as Record<
    CatalogueLevelKey,
    string
  >;
  const options = cascadeOptions(catalogue.data, CATALOGUE_CHAIN, place);
  const examYearError = examYearProblem(fields.examYear);
  const missing = CATALOGUE_CHAIN.filter((level) => fields[level.key] === '').map((level) => level.key);
  const mayAsk = viewer.signedIn && viewer.verified;

  const setLevel = (key: CatalogueLevelKey, value: string) => {
    const chosen = choose(catalogue.data, CATALOGUE_CHAIN, place, key, value);
    setFields((current) => ({ ...current, ...chosen.choices }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (missing.length > 0 || examYearError !== undefined || !mayAsk) return;
    setSending(true);
    setOutcome(undefined);
    createRequest({
      type: fields.type,
      college: fields.college,
      course: fields.course,
      branch: fields.branch,
      subject: fields.subject,
      year: Number(fields.year),
      ...(fields.type === 'paper' && fields.examType !== '' ? { examType: fields.examType } : {}),
      ...(fields.examYear.trim() !== '' ? { examYear: fields.examYear.trim() } : {}),
      ...(fields.note.trim() !== '' ? { note: fields.note.trim() } : {}),
    }).then(
      ({ request, joined }) => {
        setSending(false);
        setAttempted(false);
        setOutcome({ kind: joined ? 'joined' : 'created', request });
      },
      (error: unknown) => {
        setSending(false);
        logFailure('Request failed', error);
        if (isApiError(error) && error.code === 'REQUEST.DAILY_LIMIT') {
          const limit = error.details?.limit;
          setOutcome({
            kind: 'error',
            message: text.dailyLimit(typeof limit === 'number' ? limit : DEFAULT_DAILY_LIMIT),
          });
        } else {
          setOutcome({ kind: 'error', message: refusalMessage(error) ?? strings.wizard.somethingWrong });
        }
      },
    );
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={text.askTitle} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, mb: 1 }}>
        {text.askTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.askIntro}</Typography>

      {!viewer.signedIn ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ fontWeight: 600 }}>
            {text.signInToAsk}
          </Link>
        </Alert>
      ) : (
        !viewer.verified && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {text.verifyToAsk}
          </Alert>
        )
      )}

      {outcome && outcome.kind !== 'error' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {outcome.kind === 'joined' ? text.joined(outcome.request.votes) : text.created}{' '}
          <Link component={RouterLink} to={paths.requests.detail.getHref(outcome.request._id)} sx={{ fontWeight: 600 }}>
            {outcome.request.subject.name}
          </Link>
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {outcome.message}
        </Alert>
      )}

      <Paper
        component="form"
        noValidate
        aria-label={text.askTitle}
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px' }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              required
              label={text.typeLabel}
              value={fields.type}
              options={[
                { value: 'paper', label: text.typePaper },
                { value: 'note', label: text.typeNote },
              ]}
              onChange={(value) => {
                setFields((current) => ({
                  ...current,
                  type: value === 'note' ? 'note' : 'paper',
                  examType: value === 'note' ? '' : current.examType,
                }));
              }}
            />
          </Grid>
          {CATALOGUE_CHAIN.map((level) => (
            <Grid key={level.key} size={{ xs: 12, sm: 6 }}>
              <SelectField
                required
                label={level.words.label}
                value={fields[level.key]}
                options={options[level.key]}
                error={attempted && fields[level.key] === ''}
                onChange={(value) => {
                  setLevel(level.key, value);
                }}
              />
            </Grid>
          ))}
          {fields.type === 'paper' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                label={text.examTypeLabel}
                value={fields.examType}
                options={EXAM_OPTIONS}
                emptyLabel={text.examTypeAny}
                onChange={(value) => {
                  setFields((current) => ({ ...current, examType: value as ExamType | '' }));
                }}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={text.examYearLabel}
              value={fields.examYear}
              error={examYearError !== undefined}
              helperText={examYearError ?? text.examYearHint}
              slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric', autoComplete: 'off' } }}
              onChange={(event) => {
                setFields((current) => ({ ...current, examYear: event.target.value }));
              }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={text.noteLabel}
              value={fields.note}
              helperText={text.noteCount(fields.note.length, REQUEST_NOTE_MAX_LENGTH)}
              slotProps={{ htmlInput: { maxLength: REQUEST_NOTE_MAX_LENGTH } }}
              onChange={(event) => {
                setFields((current) => ({ ...current, note: event.target.value }));
              }}
            />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.requests.root.getHref()}>
            {text.back}
          </Button>
          <Button type="submit" variant="contained" disabled={sending || !mayAsk}>
            {sending ? text.submitting : text.submit}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
