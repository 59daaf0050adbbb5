import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { GuestPromptModal } from '@/components/ui/guest-prompt-modal';
import { SMART_UPLOAD_ENABLED } from '@/config/constants';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useProfileCompletion } from '@/features/auth/components/profile-completion';
import type { User } from '@/features/auth/types';
import { SmartUpload } from '@/features/documents/components/smart-upload';
import { UploadForm } from '@/features/documents/components/upload-form';
import { uploadStartFrom, type UploadStart } from '@/features/documents/lib/upload-start';

/** The student's own college, course and year (names, as the profile stores them): "my semester". */
const profileStart = (user: User | null): UploadStart | undefined =>
  user?.college ? { college: user.college, course: user.course ?? '', year: user.year ?? '' } : undefined;

/** /upload: the form for signed-in users; visitors (known signed out) get the guest prompt. */
export function UploadRoute() {
  const { authenticated, user } = useAuth();
  const { beforeContributing, held, mayGoAhead, settle } = useProfileCompletion();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A place in the address (the wizard's "Be the first to upload") first, else the profile's.
  const start = useMemo(() => uploadStartFrom(search) ?? profileStart(user), [search, user]);
  // An 'Add Information' put off with 'Later' comes back when Upload is pressed (issue 25); the
  // upload waits for its answer, across the reload a save makes, and then goes ahead.
  const heldHere = held?.kind === 'upload' ? (mayGoAhead ? 'go' : 'held') : undefined;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <DocumentTitle title={strings.upload.title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, textAlign: 'center' }}>
        {strings.upload.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
        {strings.upload.subtitle}
      </Typography>
      {SMART_UPLOAD_ENABLED ? (
        <SmartUpload maySend={() => beforeContributing({ kind: 'upload' })} signedIn={authenticated === true} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px' }}>
          <UploadForm
            // The profile's arrives after the first render: an untouched form still takes it.
            start={start}
            maySend={() => beforeContributing({ kind: 'upload' })}
            held={heldHere}
            onHeldDone={settle}
          />
        </Paper>
      )}
      <GuestPromptModal
        open={authenticated === false}
        onClose={() => {
          void navigate(-1);
        }}
      />
    </Container>
  );
}
