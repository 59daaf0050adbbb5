import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { UPLOAD_ACCEPT } from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { fieldErrors, isApiError, refusalMessage, type ApiErrorCode } from '@/lib/api-client';
import type { ErrorCode } from '@/lib/api-types';
import { useToast } from '@/lib/toast';
import type { ToastAction } from '@/lib/toast-types';
import { createDocument, type UploadInput } from '../api/create-document';
import { useCatalogue } from '../api/get-catalogue';
import { cascadeOptions, choose } from '../lib/catalogue-cascade';
import { celebrate } from '../lib/confetti';
import { expectPreview } from '../lib/live-preview';
import { formatKb, viewerSlug, viewerStateFor } from '../lib/viewer-state';
import { EXAM_TYPE_LABELS, type DocType, type DocumentItem, type ExamType } from '../types';
import { SelectField } from './select-field';
import { logFailure } from '@/lib/log-failure';

const text = strings.upload;

type Fields = Omit<UploadInput, 'file'>;

const EMPTY: Fields = {
  title: '',
  description: '',
  // One select per catalogue level (a level the upload routes do not take fails to compile below).
  ...(Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, ''])) as Record<CatalogueLevelKey, string>),
  docType: 'paper',
  examType: '',
};

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

const TYPE_OPTIONS = [
  { value: 'paper', label: 'Paper' },
  { value: 'note', label: 'Note' },
] satisfies readonly { value: DocType; label: string }[];

/** The upload form (spec §2 Upload, §5 rules). */
export function UploadForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  /** Why the last chosen file was refused before sending, if it was. */
  const [rejected, setRejected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [attempted, setAttempted] = useState(false);
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

  const missing =
    fields.title.trim() === '' ||
    fields.description.trim() === '' ||
    CATALOGUE_CHAIN.some((level) => fields[level.key] === '') ||
    (fields.docType === 'paper' && fields.examType === '') ||
    file === null;

  const reset = () => {
    setFields(EMPTY);
    setClearedNote('');
    setFile(null);
    setAttempted(false);
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

  const submit = async (chosen: File) => {
    setBusy(true);
    setProgress(0);
    try {
      const created = await createDocument({ ...fields, file: chosen }, setProgress);
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
      // large, not a PDF) needs to know why, so the server's reason is shown (README, Decisions).
      toast.error(refusalMessage(error) ?? text.failed);
      // Spec §4 resets the form after a failure too; we keep everything typed (README,
      // "Deviations") and clear only the file when the file was the problem.
      if (fileWasTheProblem(error)) setFile(null);
      setProgress(0);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (busy || missing) return;
    void submit(file);
  };

  const showError = (empty: boolean) => attempted && empty;

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
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
