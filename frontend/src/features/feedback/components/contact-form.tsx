import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { strings } from '@/config/strings';
import { fieldErrors } from '@/lib/api-client';
import { INVALID_EMAIL_MESSAGE, isEmail } from '@/lib/email';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { createFeedback } from '../api/create-feedback';
import type { FeedbackInput } from '../types';

const EMPTY: FeedbackInput = { name: '', email: '', feedback: '' };

/**
 * 'Contact Our Team' form. All three fields are required. The mail field stays a plain text input
 * (spec §5), but unlike the spec its format is checked, as the server checks it (README,
 * "Decisions"): the team answers by e-mail. A failed send is only logged (spec §8), except a
 * refusal of the address, which the field shows.
 */
export function ContactForm() {
  const [values, setValues] = useState<FeedbackInput>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  // Why the address was refused (by the check here, or by the server); typing clears it.
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const toast = useToast();

  const update = (field: keyof FeedbackInput) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'email') setEmailError(undefined);
  };

  const send = async () => {
    setSubmitting(true);
    try {
      await createFeedback({ email: values.email, name: values.name, feedback: values.feedback });
      toast.success(strings.contact.success);
      setValues(EMPTY);
    } catch (error) {
      logFailure('Failed to submit feedback', error);
      const refused = fieldErrors(error).email;
      if (refused) setEmailError(INVALID_EMAIL_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = values.name.trim() !== '' && values.email.trim() !== '' && values.feedback.trim() !== '';
    if (!complete || submitting) return;
    if (!isEmail(values.email)) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      return;
    }
    void send();
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2.5} aria-label={strings.contact.title}>
      <TextField
        label={strings.contact.yourName}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
      />
      <TextField
        label={strings.contact.contactMail}
        name="email"
        type="text"
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        required
        value={values.email}
        onChange={update('email')}
        error={emailError !== undefined}
        helperText={emailError}
      />
      <TextField
        label={strings.contact.yourMessage}
        name="feedback"
        required
        multiline
        minRows={5}
        value={values.feedback}
        onChange={update('feedback')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        disabled={submitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {strings.contact.submit}
      </Button>
    </Stack>
  );
}
