import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { GuestPromptModal } from '@/components/ui/guest-prompt-modal';
import { strings } from '@/config/strings';
import { isApiError, refusalMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { REPORT_REASONS, reportDocument } from '../api/reports';
import type { ReportReason } from '../types';

const text = strings.viewer;
const NOTE_MAX = 1000;

/** Report a problem with a document; guests are asked to log in or sign up instead. */
export function ReportDialog({
  documentId,
  open,
  onClose,
}: {
  documentId: string;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason>('wrong-details');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [needsAccount, setNeedsAccount] = useState(false);

  const close = () => {
    setReason('wrong-details');
    setNote('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    reportDocument(documentId, reason, note)
      .then(() => {
        toast.success(text.reportSent);
        close();
      })
      .catch((error: unknown) => {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          onClose();
          setNeedsAccount(true);
          return;
        }
        // A 409 says the user already reported it, in the server's words.
        toast.error(refusalMessage(error) ?? text.reportFailed);
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby="report-title" fullWidth maxWidth="sm">
        <form onSubmit={submit}>
          <DialogTitle id="report-title">{text.reportTitle}</DialogTitle>
          <DialogContent>
            <FormLabel id="report-reason">{text.reportReason}</FormLabel>
            <RadioGroup
              aria-labelledby="report-reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
              }}
            >
              {REPORT_REASONS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={text.reasons[value]} />
              ))}
            </RadioGroup>
            <TextField
              label={text.reportNote}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
              multiline
              minRows={3}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{text.reportCancel}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? text.reportSending : text.reportSend}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <GuestPromptModal
        open={needsAccount}
        onClose={() => {
          setNeedsAccount(false);
        }}
      />
    </>
  );
}
