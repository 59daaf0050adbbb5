import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { useToast } from '@/lib/toast';
import { getDocument } from '../api/get-documents';
import { deleteDocument } from '../api/reports';
import {
  documentDownloadUrl,
  formatKb,
  framedPdfUrl,
  previewUrl,
  publicDocumentHref,
  readViewerState,
  type ViewerState,
} from '../lib/viewer-state';
import { isGone } from '../lib/gone';
import { useLeaveViewer } from '../lib/use-leave-viewer';
import { isPaper, kindLabel, type DocumentItem } from '../types';
import { useBookmarks } from './bookmarks-provider';
import { MissingDocument } from './missing-document';
import { ReportDialog } from './report-dialog';
import { PageViewer } from './page-viewer';
import { PaperQuestions } from './paper-questions';
import { AnswerKeyLinks } from './answer-key-links';
import { AnswersForEditor } from './answers-for-editor';
import { dropFirstPaint, inlineDocument } from '../lib/first-paint';
import { prefersPageImages } from '../lib/page-images';
import { logFailure } from '@/lib/log-failure';

const text = strings.viewer;

/**
 * The viewer (spec §2): the title and a frame showing the PDF inline, from documentId, url and
 * title in the navigation state. Deviation: without them (and without `?id=`), or when the
 * document is gone, it does not go back but shows MissingDocument (issue 25 item 1).
 *
 * Beyond the spec: a shared link carries `?id=` (the "Copy link" action writes it), so a
 * reload or a link from a friend opens the document instead of going back; below the frame the
 * document's details, and actions to bookmark, download, open the PDF in a new tab (phones
 * rarely show PDFs in frames) and report a problem.
 */
/** The document has pages to show as images (its thumbnail job could read it). */
const hasPages = (doc: DocumentItem | undefined): doc is DocumentItem & { pages: number } =>
  typeof doc?.pages === 'number' && doc.pages > 0;

/** A positive whole page number from the address, else undefined. */
const pageFrom = (raw: string | null): number | undefined => {
  const page = Number(raw);
  return raw !== null && Number.isInteger(page) && page > 0 ? page : undefined;
};

/** The way from a paper to its subject's most-asked questions (issue 29). */
function SubjectQuestionsLink({ doc }: { doc: DocumentItem }) {
  const subject = doc.subject[0];
  if (!subject) return null;
  return (
    <Link
      component={RouterLink}
      to={paths.subjectQuestions.getHref(subject._id)}
      sx={{ display: 'inline-block', mt: 3 }}
    >
      {strings.questionBank.linkFor(subject.name)}
    </Link>
  );
}

/** Who is looking: the uploader and admins may delete the document. */
export interface ViewerIdentity {
  username: string;
  isAdmin: boolean;
}

export function DocumentViewer({ viewer }: { viewer?: ViewerIdentity | undefined }) {
  const location = useLocation();
  const leave = useLeaveViewer();
  const [search] = useSearchParams();
  const fromState = readViewerState(location.state);
  const sharedId = search.get('id');
  const documentId = fromState?.documentId ?? sharedId;
  // A shared link's page carries the detail (lib/first-paint.ts): no request before the pages.
  const [carried] = useState(() => (documentId ? inlineDocument(documentId) : undefined));
  const detail = useQuery<DocumentItem>(
    documentId ? `document:${documentId}` : null,
    () => getDocument(documentId ?? ''),
    { initialData: carried },
  );
  useEffect(() => {
    dropFirstPaint();
  }, []);
  const state: ViewerState | undefined =
    fromState ??
    (detail.data ? { documentId: detail.data._id, url: detail.data.url, title: detail.data.title } : undefined);
  // Phones (and browsers that show no PDF in a frame) get the pages as images (issue 25).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const pageImages = prefersPageImages(
    narrow,
    typeof navigator === 'undefined' ? undefined : navigator.pdfViewerEnabled,
  );
  const highlight = fromState?.q ?? search.get('q') ?? undefined;
  // A search hit (its page in the navigation state, issue 28) or a link to a question (the subject
  // page, issue 29: `?page=N`) opens the paper at that page.
  const linkedPage = fromState?.page ?? pageFrom(search.get('page'));
  /** The PDF frame's page (`#page=N`), set when a question is opened at its page. */
  const [framePage, setFramePage] = useState<number | undefined>(() => (pageImages ? undefined : linkedPage));
  const openPage = (page: number) => {
    if (pageImages) {
      document.getElementById(`page-${String(page)}`)?.scrollIntoView?.({ block: 'start' });
      return;
    }
    setFramePage(page);
    document.getElementById('document-frame')?.scrollIntoView?.({ block: 'start' });
  };

  // Page images are laid out once the page count is known: then scroll to the linked page, once.
  const scrolledTo = useRef<number | undefined>(undefined);
  const pagesKnown = hasPages(detail.data);
  useEffect(() => {
    if (!pageImages || !pagesKnown || linkedPage === undefined || scrolledTo.current === linkedPage) return;
    scrolledTo.current = linkedPage;
    document.getElementById(`page-${String(linkedPage)}`)?.scrollIntoView?.({ block: 'start' });
  }, [pageImages, pagesKnown, linkedPage]);

  // No document behind the link: say so and stay on the site (never "go back", see MissingDocument).
  if (!documentId || isGone(detail.error)) return <MissingDocument />;
  if (!state) {
    return detail.error === undefined ? (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true">
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rectangular" sx={{ height: { xs: '70vh', md: '80vh' }, borderRadius: '12px' }} />
      </Container>
    ) : (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={detail.reload}>
              {strings.missingDocument.retry}
            </Button>
          }
        >
          {strings.missingDocument.loadFailed}
        </Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={state.title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => {
            leave();
          }}
        >
          {text.back}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}>
          {state.title}
        </Typography>
      </Box>
      <ViewerActions state={state} doc={detail.data} viewer={viewer} />
      {detail.data?.textSource === 'ocr' ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {text.ocrNotice}
        </Alert>
      ) : null}
      {pageImages && ((detail.loading && !detail.data) || hasPages(detail.data)) ? (
        <>
          {/* Page 1 is asked for at once, beside the detail; the other pages once it tells their count. */}
          <PageViewer
            documentId={state.documentId}
            title={state.title}
            pageCount={hasPages(detail.data) ? detail.data.pages : undefined}
            q={highlight}
          />
          <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 1 }}>
            {strings.pageViewer.frameHint}
          </Typography>
        </>
      ) : (
        <>
          <Box
            component="iframe"
            id="document-frame"
            // A new page reloads the frame: viewers read `#page=` when they open the PDF.
            key={framePage ?? 0}
            title={state.title}
            src={framedPdfUrl(state.url, framePage, framePage === fromState?.page ? highlight : undefined)}
            sx={{
              width: '100%',
              height: { xs: '70vh', md: '80vh' },
              border: 1,
              borderColor: 'divider',
              borderRadius: '12px',
            }}
          />
          <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 1 }}>{text.frameFallback}</Typography>
        </>
      )}
      {detail.data ? <DocumentDetails doc={detail.data} /> : null}
      {detail.data ? <AnswerKeyLinks doc={detail.data} /> : null}
      {detail.data && viewer && (viewer.isAdmin || detail.data.owner[0]?.username === viewer.username) ? (
        <AnswersForEditor doc={detail.data} onSaved={detail.reload} />
      ) : null}
      {detail.data && isPaper(detail.data) ? (
        <>
          <SubjectQuestionsLink doc={detail.data} />
          <PaperQuestions documentId={detail.data._id} onOpenPage={openPage} />
        </>
      ) : null}
    </Container>
  );
}

function ViewerActions({
  state,
  doc,
  viewer,
}: {
  state: ViewerState;
  doc: DocumentItem | undefined;
  viewer: ViewerIdentity | undefined;
}) {
  const { isBookmarked, toggle } = useBookmarks();
  const toast = useToast();
  const [reporting, setReporting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canDelete =
    doc !== undefined && viewer !== undefined && (viewer.isAdmin || doc.owner[0]?.username === viewer.username);
  const saved = isBookmarked(state.documentId);

  const copyLink = () => {
    const link = new URL(publicDocumentHref(state), window.location.origin);
    navigator.clipboard.writeText(link.toString()).then(
      () => toast.success(text.linkCopied),
      (error: unknown) => {
        logFailure('Copying the link failed', error);
        window.prompt(text.copyLink, link.toString());
      },
    );
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        aria-pressed={saved}
        disabled={!doc}
        onClick={() => {
          if (doc) toggle(doc);
        }}
      >
        {saved ? text.bookmarked : text.bookmark}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} href={documentDownloadUrl(state.documentId)}>
        {text.download}
      </Button>
      <Button
        variant="outlined"
        startIcon={<OpenInNewIcon />}
        href={previewUrl(state.url)}
        target="_blank"
        rel="noopener"
      >
        {text.openInNewTab}
      </Button>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={copyLink}>
        {text.copyLink}
      </Button>
      <Button
        variant="text"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => {
          setReporting(true);
        }}
      >
        {text.report}
      </Button>
      {canDelete ? (
        <Button
          variant="text"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => {
            setConfirmingDelete(true);
          }}
        >
          {text.delete}
        </Button>
      ) : null}
      <DeleteDialog
        documentId={state.documentId}
        title={state.title}
        open={confirmingDelete}
        onClose={() => {
          setConfirmingDelete(false);
        }}
      />
      <ReportDialog
        documentId={state.documentId}
        open={reporting}
        onClose={() => {
          setReporting(false);
        }}
      />
    </Stack>
  );
}

function DeleteDialog({
  documentId,
  title,
  open,
  onClose,
}: {
  documentId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const leave = useLeaveViewer();
  const [busy, setBusy] = useState(false);
  const remove = () => {
    setBusy(true);
    deleteDocument(documentId).then(
      () => {
        toast.success(text.deleted);
        onClose();
        leave({ replace: true });
      },
      (error: unknown) => {
        logFailure('Deleting the document failed', error);
        toast.error(text.deleteFailed);
        setBusy(false);
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-document-title">
      <DialogTitle id="delete-document-title">{text.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.deleteText(title)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{text.reportCancel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={remove}>
          {busy ? text.deleting : text.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? formatKb(bytes) : `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

function DocumentDetails({ doc }: { doc: DocumentItem }) {
  const place = [
    doc.college[0]?.collegeName,
    doc.course[0]?.courseName,
    doc.branch[0]?.branchName,
    doc.year ? `${text.year} ${String(doc.year)}` : undefined,
    doc.subject[0]?.name,
  ].filter(Boolean);
  const facts = [
    doc.owner[0]?.username ? `${text.uploadedBy} ${doc.owner[0].username}` : undefined,
    new Date(doc.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    typeof doc.pages === 'number' ? count(doc.pages, text.page, text.pages) : undefined,
    typeof doc.size === 'number' ? formatSize(doc.size) : undefined,
    typeof doc.views === 'number' ? count(doc.views, text.view, text.views) : undefined,
    typeof doc.downloads === 'number' ? count(doc.downloads, text.download_, text.downloads) : undefined,
  ].filter(Boolean);

  return (
    <Box component="section" aria-label="Document details" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Chip size="small" color={isPaper(doc) ? 'primary' : 'secondary'} label={kindLabel(doc)} />
        {place.map((part) => (
          <Chip key={part} size="small" variant="outlined" label={part} />
        ))}
      </Stack>
      {doc.description ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5, maxWidth: '75ch' }}>{doc.description}</Typography>
      ) : null}
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{facts.join(' · ')}</Typography>
    </Box>
  );
}
