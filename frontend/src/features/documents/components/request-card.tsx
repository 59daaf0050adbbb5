/**
 * One request for a missing paper or notes (issue 27): what is asked for, how many asked, and
 * what the viewer may do: "Me too" (signed-in, verified students), withdraw (the asker), open the
 * document that fulfilled it, or upload it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { toggleVote, withdrawRequest, type DocRequest } from '../api/requests';
import { uploadHref } from '../lib/upload-start';
import { EXAM_TYPE_LABELS } from '../types';

const text = strings.requests;

/** Who is looking: what the card lets them do. */
export interface RequestViewer {
  signedIn: boolean;
  verified: boolean;
  /** The profile's college name, when filled in ("your college first"). */
  college: string | null;
}

const STATUS_LABEL: Record<DocRequest['status'], string> = {
  open: text.statusOpen,
  fulfilled: text.statusFulfilled,
  closed: text.statusClosed,
  rejected: text.statusRejected,
};

export const requestTypeLabel = (request: Pick<DocRequest, 'type'>) =>
  request.type === 'paper' ? text.typePaper : text.typeNote;

/** "End Semester · 2023-24", or "Any exam" when the request names neither. */
export const examLabel = (request: Pick<DocRequest, 'examType' | 'examYear'>) =>
  [request.examType ? EXAM_TYPE_LABELS[request.examType] : undefined, request.examYear ?? undefined]
    .filter(Boolean)
    .join(' · ') || text.anyExam;

export const placeLabel = (request: DocRequest) =>
  [
    request.college.collegeName,
    request.course.courseName,
    request.branch.branchName,
    strings.catalogue.year.valueLabel(request.year),
  ].join(' › ');

interface RequestCardProps {
  request: DocRequest;
  viewer: RequestViewer;
  onChange: (request: DocRequest) => void;
  onRemove: (id: string) => void;
}

export function RequestCard({ request, viewer, onChange, onRemove }: RequestCardProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const subject = request.subject.name;
  const headingId = `request-${request._id}`;

  const vote = () => {
    setBusy(true);
    toggleVote(request._id).then(
      (state) => {
        setBusy(false);
        onChange({ ...request, voted: state.voted, votes: state.votes });
      },
      (error: unknown) => {
        setBusy(false);
        logFailure('Me too failed', error);
        toast.error(refusalMessage(error) ?? text.meTooFailed, { topic: `vote-${request._id}` });
      },
    );
  };

  const withdraw = () => {
    setBusy(true);
    withdrawRequest(request._id).then(
      () => {
        setBusy(false);
        setConfirming(false);
        toast.success(text.withdrawn);
        onRemove(request._id);
      },
      (error: unknown) => {
        setBusy(false);
        setConfirming(false);
        logFailure('Withdraw failed', error);
        toast.error(refusalMessage(error) ?? text.withdrawFailed);
      },
    );
  };

  const open = request.status === 'open';
  const meToo = (() => {
    if (!open || request.mine) return null;
    if (!viewer.signedIn)
      return (
        <Button component={RouterLink} to={paths.auth.login.getHref()} size="small" variant="outlined">
          {text.meTooSignIn}
        </Button>
      );
    return (
      <Button
        size="small"
        variant={request.voted ? 'contained' : 'outlined'}
        aria-pressed={request.voted}
        aria-label={text.meTooFor(subject)}
        disabled={busy || !viewer.verified}
        title={viewer.verified ? undefined : text.meTooVerify}
        startIcon={request.voted ? <ThumbUpAltIcon /> : <ThumbUpAltOutlinedIcon />}
        onClick={vote}
      >
        {text.meToo}
      </Button>
    );
  })();

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, borderRadius: '14px', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', flex: '1 1 12rem' }}>
          {subject}
        </Typography>
        <Chip size="small" label={requestTypeLabel(request)} />
        {!open && (
          <Chip
            size="small"
            color={request.status === 'fulfilled' ? 'success' : 'default'}
            label={STATUS_LABEL[request.status]}
          />
        )}
        {request.mine && <Chip size="small" color="primary" variant="outlined" label={text.mine} />}
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{placeLabel(request)}</Typography>
      <Typography sx={{ fontSize: '0.9rem' }}>{examLabel(request)}</Typography>
      {request.note && (
        <Typography sx={{ fontSize: '0.95rem', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{request.note}”
        </Typography>
      )}
      {request.reason && (request.status === 'closed' || request.status === 'rejected') && (
        <Alert severity="info">{text.reason(request.reason)}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography sx={{ fontWeight: 600, color: 'primary.main', flex: '1 1 10rem' }} aria-live="polite">
          {text.votes(request.votes)}
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.85rem' }}>
            {' · '}
            {text.askedBy(request.owner.username)}
          </Typography>
        </Typography>
        {request.status === 'fulfilled' && request.documentId && (
          <Link
            component={RouterLink}
            to={paths.feed.document.getHref('document', { id: request.documentId })}
            sx={{ fontWeight: 600 }}
          >
            {text.openDocument}
          </Link>
        )}
        {open && (
          <Button
            component={RouterLink}
            size="small"
            to={uploadHref({
              college: request.college.collegeName,
              course: request.course.courseName,
              branch: request.branch.branchName,
              year: String(request.year),
              subject,
              docType: request.type,
            })}
          >
            {text.uploadIt}
          </Button>
        )}
        {meToo}
        {open && request.mine && (
          <Button
            size="small"
            color="error"
            aria-label={text.withdrawFor(subject)}
            disabled={busy}
            onClick={() => {
              setConfirming(true);
            }}
          >
            {text.withdraw}
          </Button>
        )}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        aria-labelledby={`${headingId}-withdraw`}
      >
        <DialogTitle id={`${headingId}-withdraw`}>{text.withdrawFor(subject)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text.withdrawConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setConfirming(false);
            }}
          >
            {text.cancel}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={withdraw}>
            {text.withdraw}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
