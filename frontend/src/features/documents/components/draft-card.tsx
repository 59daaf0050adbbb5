/**
 * One PDF of a smart upload (issue 26): its name and size, the upload's progress, then the
 * analysis' state, its warnings (duplicates, quality checks) and the form the suggestion filled.
 * The card polls its draft while the analysis runs; the list (smart-upload.tsx) owns its state.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CATALOGUE_CHAIN } from '@/config/catalogue-chain';
import { DRAFT_POLL_MS, UPLOAD_TITLE_MAX_LENGTH } from '@/config/constants';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import type { Catalogue } from '../api/get-catalogue';
import { getDraft, type Draft, type DraftAnalysis } from '../api/uploads';
import { getSubjectPapers } from '../api/answer-keys';
import { useQuery } from '@/lib/use-query';
import { cascadeOptions } from '../lib/catalogue-cascade';
import { missingFields, type DraftFieldKey, type DraftFields } from '../lib/draft-fields';
import { examYearProblem } from '../lib/exam-year';
import { formatKb, publicDocumentHref } from '../lib/viewer-state';
import { EXAM_TYPE_LABELS, type DocType, type DocumentItem, type ExamType } from '../types';
import { AskedForHint } from './asked-for-hint';
import { SelectField } from './select-field';

const text = strings.upload;

export type DraftPhase =
  'uploading' | 'upload-failed' | 'analysing' | 'ready' | 'failed' | 'publishing' | 'published' | 'discarding';

/** A card's state, held by the list. */
export interface DraftCardState {
  /** The list's own key (a draft's id is known only after the upload). */
  key: string;
  fileName: string;
  size: number;
  phase: DraftPhase;
  progress: number;
  draft?: Draft;
  fields: DraftFields;
  suggested: ReadonlySet<DraftFieldKey>;
  /** The suggestion has been put in the form (needs the analysis and the catalogue). */
  prefilled: boolean;
  /** Publish was pressed: missing fields show as errors. */
  attempted: boolean;
  /** The server's reason for the last refusal (publishing, discarding, uploading, the analysis). */
  error?: string;
  published?: DocumentItem;
}

const EXAM_OPTIONS = (Object.keys(EXAM_TYPE_LABELS) as ExamType[]).map((value) => ({
  value,
  label: EXAM_TYPE_LABELS[value],
}));
const TYPE_OPTIONS = [
  { value: 'paper', label: 'Paper' },
  { value: 'note', label: 'Note' },
] satisfies readonly { value: DocType; label: string }[];

/** The analysis says this exact file is already published: publishing is off. */
export const isExactDuplicate = (analysis: DraftAnalysis | null | undefined): boolean =>
  analysis?.duplicates.some((duplicate) => duplicate.exact) ?? false;

/** Why a failed analysis failed: its checks' messages, else a general line. */
const failureReason = (draft: Draft | undefined): string => {
  const messages = draft?.analysis?.checks.map((check) => check.message).filter((message) => message !== '') ?? [];
  if (messages.length > 0) return messages.join(' · ');
  return draft?.failureReason ?? text.analysisFailed;
};

/**
 * Polls GET /api/uploads/{id} while the analysis runs: at once, then after a wait that grows
 * (1 s, 1.5 s, … up to 10 s). Stops when the card leaves the screen or the analysis settles.
 */
function useDraftPolling(
  id: string | undefined,
  active: boolean,
  onDraft: (draft: Draft) => void,
  onGone: (message: string) => void,
) {
  const callbacks = useRef({ onDraft, onGone });
  useEffect(() => {
    callbacks.current = { onDraft, onGone };
  });
  useEffect(() => {
    if (id === undefined || !active) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let wait: number = DRAFT_POLL_MS.first;
    const later = () => {
      timer = window.setTimeout(() => void poll(), wait);
      wait = Math.min(wait * DRAFT_POLL_MS.factor, DRAFT_POLL_MS.max);
    };
    const poll = async () => {
      try {
        const draft = await getDraft(id);
        if (stopped) return;
        if (draft.status === 'analysing') later();
        else callbacks.current.onDraft(draft);
      } catch (error) {
        if (stopped) return;
        // Expired or discarded elsewhere: nothing left to wait for. Anything else: try again later.
        if (isApiError(error) && error.status === 404)
          callbacks.current.onGone(refusalMessage(error) ?? text.analysisFailed);
        else later();
      }
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [id, active]);
}

const needsSx: SxProps<Theme> = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
  // The orange is the outline's only: as text it fails WCAG AA contrast on white (axe, issue 26 journey).
  '& .MuiFormHelperText-root': { color: 'text.primary', fontWeight: 600 },
};
const suggestedSx: SxProps<Theme> = {
  '& .MuiFormHelperText-root': { color: 'primary.main', fontWeight: 600 },
};

/**
 * "Answer key for" (issue 27, optional): a paper of the chosen subject this document answers. Any
 * type may be a key; the papers are those of the place the card's form names (the papers feed
 * filtered to it), so the choice waits for the subject.
 */
function AnswerKeyPicker({
  fields,
  disabled,
  onChange,
}: {
  fields: DraftFields;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const placed = CATALOGUE_CHAIN.every((level) => fields[level.key] !== '');
  const place = {
    college: fields.college,
    course: fields.course,
    branch: fields.branch,
    subject: fields.subject,
    year: fields.year,
  };
  const papers = useQuery(placed ? `subject-papers:${JSON.stringify(place)}` : null, () => getSubjectPapers(place));
  const options = (papers.data ?? []).map((paper) => ({
    value: paper._id,
    label: strings.answerKeys.paperOption(paper.title, paper.examYear),
  }));
  const helperText = !placed
    ? strings.answerKeys.pickerChooseSubject
    : papers.data !== undefined && options.length === 0
      ? strings.answerKeys.pickerNoPapers
      : strings.answerKeys.pickerHint;
  return (
    <SelectField
      label={strings.answerKeys.pickerLabel}
      value={options.some((option) => option.value === fields.answersFor) ? fields.answersFor : ''}
      options={options}
      emptyLabel={strings.answerKeys.pickerNone}
      disabled={disabled || !placed || options.length === 0}
      helperText={helperText}
      onChange={onChange}
    />
  );
}

export interface DraftCardProps {
  card: DraftCardState;
  catalogue: Catalogue | undefined;
  onField: (key: DraftFieldKey, value: string) => void;
  onPublish: () => void;
  onDiscard: () => void;
  onDraft: (draft: Draft) => void;
  onGone: (message: string) => void;
  /** A link to the published document's viewer. */
  viewHref?: string;
}

export function DraftCard({
  card,
  catalogue,
  onField,
  onPublish,
  onDiscard,
  onDraft,
  onGone,
  viewHref,
}: DraftCardProps) {
  const { phase, fields, suggested, draft } = card;
  useDraftPolling(draft?.id, phase === 'analysing', onDraft, onGone);
  const analysis = draft?.analysis ?? undefined;
  const exact = isExactDuplicate(analysis);
  const missing = new Set(missingFields(fields));
  const options = cascadeOptions(catalogue, CATALOGUE_CHAIN, fields);
  const editable = phase === 'ready' || phase === 'publishing';
  const busy = phase === 'publishing' || phase === 'discarding';

  /** The line under a field and its look: a refusal after Publish, "Suggested", or "Needs your input". */
  const marker = (
    key: DraftFieldKey,
    required = true,
  ): { helperText?: string; error: boolean; sx?: SxProps<Theme> } => {
    if (missing.has(key) && card.attempted)
      return { error: true, helperText: key === 'examYear' ? examYearProblem(fields.examYear) : text.needsInput };
    if (suggested.has(key)) return { error: false, helperText: text.suggested, sx: suggestedSx };
    if (required && missing.has(key)) return { error: false, helperText: text.needsInput, sx: needsSx };
    if (key === 'examYear' && examYearProblem(fields.examYear) !== undefined)
      return { error: true, helperText: examYearProblem(fields.examYear) };
    return { error: false };
  };

  const status = (() => {
    switch (phase) {
      case 'uploading':
        return { label: text.submitting, color: 'default' as const };
      case 'analysing':
        return { label: text.analysing, color: 'default' as const };
      case 'ready':
      case 'publishing':
        return missing.size === 0
          ? { label: text.ready, color: 'success' as const }
          : { label: text.needsFields(missing.size), color: 'warning' as const };
      case 'published':
        return { label: text.published, color: 'success' as const };
      case 'failed':
        return { label: text.analysisFailed, color: 'error' as const };
      case 'upload-failed':
        return { label: text.uploadFailed, color: 'error' as const };
      case 'discarding':
        return { label: text.discard, color: 'default' as const };
    }
  })();

  const title = marker('title');
  return (
    <Paper
      component="article"
      aria-label={card.fileName}
      aria-busy={phase === 'uploading' || phase === 'analysing'}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <PictureAsPdfIcon aria-hidden color="error" />
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {card.fileName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{formatKb(card.size)}</Typography>
        </Box>
        <Chip
          size="small"
          label={status.label}
          color={status.color}
          // White on MUI's warning orange fails WCAG AA contrast; the theme's ink passes.
          sx={status.color === 'warning' ? { color: 'text.primary' } : undefined}
        />
      </Box>

      {phase === 'uploading' && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={card.progress}
            aria-label={`Upload progress of ${card.fileName}`}
          />
        </Box>
      )}

      {phase === 'analysing' && (
        <Box sx={{ mt: 2 }} role="status" aria-label={`${card.fileName}: ${text.analysing}`}>
          <LinearProgress aria-label={text.analysing} />
          <Grid container spacing={2} sx={{ mt: 1 }} aria-hidden>
            {[0, 1, 2, 3].map((slot) => (
              <Grid key={slot} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="rounded" height={48} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}

      {(phase === 'failed' || phase === 'upload-failed') && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {phase === 'failed' ? failureReason(draft) : (card.error ?? text.uploadFailed)}
        </Alert>
      )}

      {phase === 'published' && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {text.success}
          {viewHref !== undefined && (
            <>
              {' '}
              <Link component={RouterLink} to={viewHref} sx={{ fontWeight: 600 }}>
                {text.viewUpload}
              </Link>
            </>
          )}
        </Alert>
      )}

      {editable && analysis && (analysis.duplicates.length > 0 || analysis.checks.length > 0) && (
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
          {analysis.duplicates.map((duplicate) => (
            <Alert key={duplicate.documentId} severity={duplicate.exact ? 'error' : 'warning'}>
              {duplicate.exact ? text.exactDuplicate : text.nearDuplicate(Math.round(duplicate.similarity * 100))}
              {': '}
              <Link component={RouterLink} to={publicDocumentHref(duplicate)} sx={{ fontWeight: 600 }}>
                {text.openOriginal(duplicate.title)}
              </Link>
            </Alert>
          ))}
          {analysis.checks.map((check) => (
            <Alert key={`${check.code}-${check.pages.join(',')}`} severity="warning">
              {check.message}
              {check.pages.length > 0 && ` (${text.pagesOf(check.pages)})`}
            </Alert>
          ))}
        </Box>
      )}

      {editable && (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Grid size={12}>
            <TextField
              fullWidth
              required
              label="Title"
              value={fields.title}
              error={title.error}
              helperText={title.helperText ?? text.titleCount(fields.title.length, UPLOAD_TITLE_MAX_LENGTH)}
              sx={title.sx}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: UPLOAD_TITLE_MAX_LENGTH } }}
              onChange={(event) => {
                onField('title', event.target.value);
              }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              required
              multiline
              minRows={2}
              label="Description"
              value={fields.description}
              disabled={busy}
              {...marker('description')}
              onChange={(event) => {
                onField('description', event.target.value);
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
                disabled={busy}
                {...marker(level.key)}
                onChange={(value) => {
                  onField(level.key, value);
                }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              required
              label="Type"
              value={fields.docType}
              options={TYPE_OPTIONS}
              disabled={busy}
              {...marker('docType')}
              onChange={(value) => {
                onField('docType', value);
              }}
            />
          </Grid>
          {fields.docType === 'paper' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                required
                label="Exam Type"
                value={fields.examType}
                options={EXAM_OPTIONS}
                disabled={busy}
                {...marker('examType')}
                onChange={(value) => {
                  onField('examType', value);
                }}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={text.examYear}
              value={fields.examYear}
              placeholder={text.examYearPlaceholder}
              disabled={busy}
              {...(() => {
                const shown = marker('examYear', false);
                return { ...shown, helperText: shown.helperText ?? text.examYearHint };
              })()}
              slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric', autoComplete: 'off' } }}
              onChange={(event) => {
                onField('examYear', event.target.value);
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <AnswerKeyPicker
              fields={fields}
              disabled={busy}
              onChange={(value) => {
                onField('answersFor', value);
              }}
            />
          </Grid>
        </Grid>
      )}

      {editable && <AskedForHint fields={fields} />}

      {card.error !== undefined && phase !== 'upload-failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {card.error}
        </Alert>
      )}

      {phase !== 'published' && phase !== 'uploading' && (
        <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {exact && editable && (
            <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', flex: '1 1 12rem', alignSelf: 'center' }}>
              {text.exactBlocks}
            </Typography>
          )}
          <Button
            variant="outlined"
            color="inherit"
            disabled={busy}
            aria-label={text.discardFile(card.fileName)}
            onClick={onDiscard}
          >
            {text.discard}
          </Button>
          {editable && (
            <Button
              variant="contained"
              disabled={busy || exact}
              aria-label={text.publishFile(card.fileName)}
              onClick={onPublish}
            >
              {phase === 'publishing' ? text.publishing : text.publish}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
