import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { UPLOAD_ACCEPT, UPLOAD_TITLE_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { fieldErrors, isApiError, refusalMessage, type ApiErrorCode } from '@/lib/api-client';
import type { ErrorCode } from '@/lib/api-types';
import { useToast } from '@/lib/toast';
import type { ToastAction } from '@/lib/toast-types';
import { createDocument, type UploadInput } from '../api/create-document';
import { useCatalogue, type Catalogue } from '../api/get-catalogue';
import { cascadeOptions, choose, optionsFor, type Choices } from '../lib/catalogue-cascade';
import { celebrate } from '../lib/confetti';
import { EMPTY_DRAFT_FIELDS } from '../lib/draft-fields';
import { examYearProblem } from '../lib/exam-year';
import { dropHeldUpload, heldUpload, holdUpload } from '../lib/held-upload';
import { expectPreview } from '../lib/live-preview';
import type { UploadStart } from '../lib/upload-start';
import { formatKb, publicDocumentHref, viewerSlug, viewerStateFor } from '../lib/viewer-state';
import { EXAM_TYPE_LABELS, type DocType, type DocumentItem, type ExamType } from '../types';
import { SelectField } from './select-field';
import { logFailure } from '@/lib/log-failure';

const text = strings.upload;

type Fields = Omit<UploadInput, 'file'>;

/** The form's fields when empty: the same as a smart-upload card's (lib/draft-fields.ts). */
const EMPTY: Fields = EMPTY_DRAFT_FIELDS;

const EXAM_OPTIONS = (Object.keys(EXAM_TYPE_LABELS) as ExamType[]).map((value) => ({
  value,
  label: EXAM_TYPE_LABELS[value],
}));
/** Refusals about the file itself: only the file is cleared, the details stay. */
const FILE_PROBLEMS: ReadonlySet<ApiErrorCode> = new Set([
  'DOCUMENT.DUPLICATE',
  'DOCUMENT.NOT_PDF',
  'DOCUMENT.EMPTY_FILE',
  'DOCUMENT.TOO_LARGE',
  'REQUEST.TOO_LARGE',
] satisfies ErrorCode[]);
const fileWasTheProblem = (error: unknown): boolean =>
  isApiError(error) && (FILE_PROBLEMS.has(error.code) || fieldErrors(error).file !== undefined);

/** What storage gave back is a form's fields (a held upload, after a reload; one held before the exam year had none). */
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(EMPTY).every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === 'string' || (key === 'examYear' && field === undefined);
  });

const isComplete = (values: Fields, file: File | null): file is File =>
  values.title.trim() !== '' &&
  values.description.trim() !== '' &&
  CATALOGUE_CHAIN.every((level) => values[level.key] !== '') &&
  (values.docType !== 'paper' || values.examType !== '') &&
  examYearProblem(values.examYear ?? '') === undefined &&
  file !== null;

/** The form's first values from a start: each level the catalogue offers under those above it, then the type. */
function startingFields(catalogue: Catalogue, start: UploadStart): Fields {
  let choices = Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Choices;
  for (const level of CATALOGUE_CHAIN) {
    const value = start[level.key];
    if (value === undefined || !optionsFor(catalogue, level, choices).includes(value)) continue;
    choices = choose(catalogue, CATALOGUE_CHAIN, choices, level.key, value).choices;
  }
  return { ...EMPTY, ...choices, docType: start.docType ?? EMPTY.docType };
}

/** Why the last upload was refused, kept on the form until the next try (issue 25: not a 4 s toast). */
interface Refusal {
  message: string;
  /** The file was the problem: choosing another one answers it. */
  aboutFile: boolean;
  /** A duplicate's original, when the server names it. */
  original?: { href: string; title: string };
  /** The server's reason about the exam year, shown at its field too. */
  examYear?: string;
}

const refusalOf = (error: unknown): Refusal => {
  const refusal: Refusal = {
    message: refusalMessage(error) ?? text.failed,
    aboutFile: fileWasTheProblem(error),
    examYear: fieldErrors(error).examYear,
  };
  if (!isApiError(error) || error.code !== 'DOCUMENT.DUPLICATE') return refusal;
  const { documentId, title } = error.details ?? {};
  if (typeof documentId !== 'string' || typeof title !== 'string') return refusal;
  return { ...refusal, original: { href: publicDocumentHref({ documentId, title }), title } };
};

const TYPE_OPTIONS = [
  { value: 'paper', label: 'Paper' },
  { value: 'note', label: 'Note' },
] satisfies readonly { value: DocType; label: string }[];

export interface UploadFormProps {
  /** Where the form starts (a wizard place, the student's profile); applied once, to an untouched form. */
  start?: UploadStart;
  /** Asked before sending: false holds the upload back (the app asks for the profile first, issue 25). */
  maySend?: () => boolean;
  /**
   * An upload held back by `maySend`: 'held' puts it back in the form (after a reload), 'go' also
   * sends it. `onHeldDone` is called once it has been sent or cannot be restored.
   */
  held?: 'held' | 'go';
  onHeldDone?: () => void;
}

/** The upload form (spec §2 Upload, §5 rules). */
export function UploadForm({ start, maySend = () => true, held, onHeldDone }: UploadFormProps = {}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  /** Why the last chosen file was refused before sending, if it was. */
  const [rejected, setRejected] = useState<string | null>(null);
  /** Why the server refused the last upload; stays until the next try (issue 25). */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [attempted, setAttempted] = useState(false);
  /** The exam year's field was left once: its rule is shown from then on. */
  const [examYearLeft, setExamYearLeft] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const options = cascadeOptions(catalogue.data, CATALOGUE_CHAIN, fields);
  const [clearedNote, setClearedNote] = useState('');
  const stopConfetti = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => stopConfetti.current?.(), []);

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    // Several files dropped at once arrive as rejections ('too many files'): keep the first PDF.
    const candidates = [...accepted, ...rejections.map((rejection) => rejection.file)].filter(
      (candidate) => candidate.type === 'application/pdf' || candidate.name.toLowerCase().endsWith('.pdf'),
    );
    const first = candidates.find((candidate) => candidate.size > 0);
    if (first) {
      setFile(first);
      setRejected(null);
      // A new file answers a refusal of the last one.
      setRefusal((current) => (current?.aboutFile ? null : current));
    } else if (candidates.length > 0) {
      setRejected(text.empty);
    } else if (rejections.length > 0) {
      setRejected(text.rejected);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: { 'application/pdf': [...UPLOAD_ACCEPT['application/pdf']] },
    multiple: false,
    disabled: busy,
  });

  const set = (key: Exclude<keyof Fields, CatalogueLevelKey>) => (value: string) => {
    setFields((current) => {
      const next: Fields = { ...current, [key]: value };
      if (key === 'docType' && value !== 'paper') next.examType = '';
      return next;
    });
  };

  /** A catalogue choice: settles the levels above it it implies, lets go of those below that no longer fit. */
  const setLevel = (key: CatalogueLevelKey) => (value: string) => {
    const { choices, cleared } = choose(catalogue.data, CATALOGUE_CHAIN, fields, key, value);
    const labels = CATALOGUE_CHAIN.filter((level) => cleared.includes(level.key)).map((level) => level.words.label);
    setClearedNote(labels.length > 0 ? strings.cascade.cleared(labels, value) : '');
    setFields((current) => ({ ...current, ...choices }));
  };

  // A start (the wizard's place, the profile) fills an untouched form once the catalogue is here.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !start || !catalogue.data || held !== undefined) return;
    started.current = true;
    const startData = catalogue.data;
    setFields((current) => (current === EMPTY ? startingFields(startData, start) : current));
  }, [start, catalogue.data, held]);

  const reset = () => {
    setFields(EMPTY);
    setClearedNote('');
    setFile(null);
    setAttempted(false);
    setExamYearLeft(false);
    setProgress(0);
  };

  /** "View your upload": the new document's viewer (a `?id=` link, so it survives a reload). */
  const viewUploadAction = (created: DocumentItem): ToastAction | undefined => {
    if (typeof created._id !== 'string') return undefined;
    // Its thumbnail is still being made: its card picks it up when it is ready.
    expectPreview(created._id);
    const title = typeof created.title === 'string' ? created.title : fields.title.trim();
    const href = `${paths.feed.document.getHref(viewerSlug(title))}?id=${encodeURIComponent(created._id)}`;
    return {
      label: text.viewUpload,
      href,
      onClick: () => {
        void navigate(href, { state: { ...viewerStateFor(created), title } });
      },
    };
  };

  const submit = async (values: Fields, chosen: File) => {
    setBusy(true);
    setProgress(0);
    setRefusal(null);
    try {
      const created = await createDocument({ ...values, file: chosen }, setProgress);
      if (created) {
        toast.success(text.success, { action: viewUploadAction(created) });
        stopConfetti.current?.();
        stopConfetti.current = celebrate();
        // Spec §4: the form and the file label reset after a success.
        reset();
      }
    } catch (error) {
      logFailure('Upload failed', error);
      // Spec §8 only logs upload failures; a student whose file was refused (a duplicate, too
      // large, not a PDF) needs to know why, so the server's reason stays on the form, with a
      // duplicate's original linked (README, Decisions).
      const refused = refusalOf(error);
      setRefusal(refused);
      // Spec §4 resets the form after a failure too; we keep everything typed (README,
      // "Deviations") and clear only the file when the file was the problem.
      if (refused.aboutFile) setFile(null);
      setProgress(0);
    } finally {
      setBusy(false);
    }
  };

  // An upload held back for the profile: back in the form after a reload, and sent once allowed.
  const restored = useRef(false);
  const sent = useRef(false);
  useEffect(() => {
    if (held === undefined || sent.current) return undefined;
    let active = true;
    void heldUpload(isFields).then((kept) => {
      if (!active || sent.current) return;
      if (!kept) {
        onHeldDone?.();
        return;
      }
      if (!restored.current) {
        restored.current = true;
        started.current = true;
        setFields({ ...EMPTY, ...kept.fields });
        setFile(kept.file);
      }
      if (held !== 'go') return;
      sent.current = true;
      onHeldDone?.();
      void dropHeldUpload();
      if (isComplete(kept.fields, kept.file)) void submit(kept.fields, kept.file);
      else setRefusal({ message: text.chooseAgain, aboutFile: true });
    });
    return () => {
      active = false;
    };
    // Runs when the held upload's state moves on; submit and the callback are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (busy || !isComplete(fields, file)) return;
    if (!maySend()) {
      // Held while the profile is asked for; the form already shows it.
      restored.current = true;
      void holdUpload({ fields, file });
      return;
    }
    void submit(fields, file);
  };

  const showError = (empty: boolean) => attempted && empty;
  const examYear = fields.examYear ?? '';
  const examYearError =
    (attempted || examYearLeft ? examYearProblem(examYear) : undefined) ??
    // The server's reason, until the year is changed.
    (refusal?.examYear !== undefined && refusal.examYear !== '' ? refusal.examYear : undefined);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Upload a document">
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <TextField
            fullWidth
            required
            label="Title"
            name="title"
            value={fields.title}
            error={showError(fields.title.trim() === '')}
            // Counted toward the API's limit, and read with the field (aria-describedby).
            helperText={text.titleCount(fields.title.length, UPLOAD_TITLE_MAX_LENGTH)}
            slotProps={{ htmlInput: { maxLength: UPLOAD_TITLE_MAX_LENGTH } }}
            onChange={(event) => {
              set('title')(event.target.value);
            }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            required
            multiline
            minRows={3}
            label="Description"
            name="description"
            value={fields.description}
            error={showError(fields.description.trim() === '')}
            onChange={(event) => {
              set('description')(event.target.value);
            }}
          />
        </Grid>
        {CATALOGUE_CHAIN.map((level, index) => (
          <Grid
            key={level.key}
            // Two to a row; an odd last one takes the row.
            size={{ xs: 12, sm: index === CATALOGUE_CHAIN.length - 1 && index % 2 === 0 ? 12 : 6 }}
          >
            <SelectField
              required
              label={level.words.label}
              name={level.key}
              value={fields[level.key]}
              options={options[level.key]}
              onChange={setLevel(level.key)}
            />
          </Grid>
        ))}
        {clearedNote !== '' && (
          <Grid size={12}>
            <Typography role="status" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
              {clearedNote}
            </Typography>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            required
            label="Type"
            name="docType"
            value={fields.docType}
            options={TYPE_OPTIONS}
            onChange={set('docType')}
          />
        </Grid>
        {fields.docType === 'paper' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              required
              label="Exam Type"
              name="examType"
              value={fields.examType}
              options={EXAM_OPTIONS}
              onChange={set('examType')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label={text.examYear}
            name="examYear"
            value={examYear}
            placeholder={text.examYearPlaceholder}
            error={examYearError !== undefined}
            helperText={examYearError ?? text.examYearHint}
            slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric', autoComplete: 'off' } }}
            onBlur={() => {
              setExamYearLeft(true);
            }}
            onChange={(event) => {
              set('examYear')(event.target.value);
              setRefusal((current) =>
                current?.examYear !== undefined ? { ...current, examYear: undefined } : current,
              );
            }}
          />
        </Grid>
        <Grid size={12}>
          <Box
            {...getRootProps()}
            aria-label="PDF file"
            sx={{
              border: '2px dashed',
              borderColor: isDragActive
                ? 'primary.main'
                : showError(file === null) || rejected !== null
                  ? 'error.main'
                  : 'divider',
              borderRadius: '16px',
              p: 4,
              textAlign: 'center',
              cursor: 'pointer',
              bgcolor: isDragActive ? 'action.hover' : 'transparent',
              outline: 'none',
              '&:focus-visible': { borderColor: 'primary.main' },
            }}
          >
            <input {...getInputProps()} aria-label="Choose a PDF file" />
            <CloudUploadIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{isDragActive ? text.dropActive : text.dropIdle}</Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>PDF only</Typography>
            {file && (
              <Box sx={{ mt: 2, display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="chosen-file">
                <PictureAsPdfIcon aria-hidden color="error" />
                <Typography>
                  {file.name} ({formatKb(file.size)})
                </Typography>
              </Box>
            )}
          </Box>
          {rejected !== null && (
            <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
              {rejected}
            </Typography>
          )}
        </Grid>
        {busy && (
          <Grid size={12}>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          </Grid>
        )}
        {refusal !== null && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {refusal.message}
              {refusal.original && (
                <>
                  {' '}
                  <Link component={RouterLink} to={refusal.original.href} sx={{ fontWeight: 600 }}>
                    {text.openOriginal(refusal.original.title)}
                  </Link>
                </>
              )}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
