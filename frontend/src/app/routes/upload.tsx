import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { GuestPromptModal } from '@/components/ui/guest-prompt-modal';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useProfileCompletion } from '@/features/auth/components/profile-completion';
import type { User } from '@/features/auth/types';
import { SmartUpload } from '@/features/documents/components/smart-upload';
import { uploadStartFrom, type UploadStart } from '@/features/documents/lib/upload-start';

/** The student's own college, course and year (names, as the profile stores them): "my semester". */
const profileStart = (user: User | null): UploadStart | undefined =>
  user?.college ? { college: user.college, course: user.course ?? '', year: user.year ?? '' } : undefined;

/**
 * /upload: smart upload (issue 26) for signed-in users, PDFs dropped at once become draft cards
 * the analysis fills; visitors (known signed out) get the guest prompt.
 */
export function UploadRoute() {
  const { authenticated, user } = useAuth();
  const { beforeContributing, held, mayGoAhead, settle } = useProfileCompletion();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A place in the address (the wizard's "Be the first to upload") first, else the profile's.
  const start = useMemo(() => uploadStartFrom(search) ?? profileStart(user), [search, user]);
  // An 'Add Information' put off with 'Later' comes back when Publish is pressed (issue 25); the
  // publish waits for its answer, across the reload a save makes, and then goes ahead.
  const heldHere =
    held?.kind === 'upload' ? { state: mayGoAhead ? ('go' as const) : ('held' as const), data: held.data } : undefined;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <DocumentTitle title={strings.upload.title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, textAlign: 'center' }}>
        {strings.upload.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
        {strings.upload.subtitle}
      </Typography>
      <SmartUpload
        maySend={(publish) => beforeContributing({ kind: 'upload', data: publish })}
        held={heldHere}
        onHeldDone={settle}
        start={start}
        signedIn={authenticated === true}
      />
      <GuestPromptModal
        open={authenticated === false}
        onClose={() => {
          void navigate(-1);
        }}
      />
    </Container>
  );
}
