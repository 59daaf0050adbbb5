import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { GuestPromptModal } from '@/components/ui/guest-prompt-modal';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useProfileCompletion } from '@/features/auth/components/profile-completion';
import { UploadForm } from '@/features/documents/components/upload-form';

/** /upload: the form for signed-in users; visitors (known signed out) get the guest prompt. */
export function UploadRoute() {
  const { authenticated } = useAuth();
  const { beforeContributing } = useProfileCompletion();
  const navigate = useNavigate();
  // An 'Add Information' put off with 'Later' comes back on arrival, before the form is filled
  // in (issue 25): after a save the page reloads, which would lose a filled-in form.
  // Once per visit: a 'Later' pressed here must not bring it straight back.
  const asked = useRef(false);
  useEffect(() => {
    if (authenticated !== true || asked.current) return;
    asked.current = true;
    beforeContributing();
  }, [authenticated, beforeContributing]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <DocumentTitle title={strings.upload.title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, textAlign: 'center' }}>
        {strings.upload.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 4 }}>
        {strings.upload.subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px' }}>
        <UploadForm />
      </Paper>
      <GuestPromptModal
        open={authenticated === false}
        onClose={() => {
          void navigate(-1);
        }}
      />
    </Container>
  );
}
