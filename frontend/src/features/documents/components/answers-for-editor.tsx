import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { strings } from '@/config/strings';
import { ApiError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';
import { getSubjectPapers, setAnswersFor } from '../api/answer-keys';
import type { DocumentItem } from '../types';
import { SelectField } from './select-field';

const text = strings.answerKeys;

/**
 * "Answer key for" after upload (issue 27; not in the spec): the uploader or an admin links the
 * document to the paper of its subject it answers, changes it or clears it
 * (PUT /api/documents/{id}/answers-for). The choices are the papers filed where the document is.
 */
export function AnswersForEditor({ doc, onSaved }: { doc: DocumentItem; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const current = doc.answersFor?.id ?? '';
  return (
    <>
      <Button
        variant="text"
        onClick={() => {
          setOpen(true);
        }}
      >
        {current ? text.editChange : text.editSet}
      </Button>
      {open && (
        <AnswersForDialog
          doc={doc}
          current={current}
          onClose={(saved) => {
            setOpen(false);
            if (saved) onSaved();
          }}
        />
      )}
    </>
  );
}

function AnswersForDialog({
  doc,
  current,
  onClose,
}: {
  doc: DocumentItem;
  current: string;
  onClose: (saved: boolean) => void;
}) {
  const toast = useToast();
  const [choice, setChoice] = useState(current);
  const [saving, setSaving] = useState(false);
  const place = {
    college: doc.college[0]?._id ?? '',
    course: doc.course[0]?._id ?? '',
    branch: doc.branch[0]?._id ?? '',
    subject: doc.subject[0]?._id ?? '',
    year: String(doc.year),
  };
  const papers = useQuery(`answers-for-papers:${doc._id}`, () => getSubjectPapers(place));
  const options = (papers.data ?? [])
    .filter((paper) => paper._id !== doc._id)
    .map((paper) => ({ value: paper._id, label: text.paperOption(paper.title, paper.examYear) }));
  const save = () => {
    setSaving(true);
    setAnswersFor(doc._id, choice === '' ? null : choice).then(
      () => {
        toast.success(text.editSaved);
        onClose(true);
      },
      (error: unknown) => {
        setSaving(false);
        logFailure('Setting the paper a key answers failed', error);
        toast.error(error instanceof ApiError ? error.message : text.editFailed);
      },
    );
  };
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={() => {
        onClose(false);
      }}
    >
      <DialogTitle>{text.editTitle}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <SelectField
          label={text.pickerLabel}
          value={options.some((option) => option.value === choice) ? choice : ''}
          options={options}
          emptyLabel={text.pickerNone}
          disabled={saving || papers.loading}
          helperText={papers.data !== undefined && options.length === 0 ? text.pickerNoPapers : text.pickerHint}
          onChange={setChoice}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            onClose(false);
          }}
        >
          {text.editCancel}
        </Button>
        <Button variant="contained" disabled={saving || choice === current} onClick={save}>
          {text.editSave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
