import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { GuestPromptModal } from '@/components/ui/guest-prompt-modal';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';
import { UploadForm } from '@/features/documents/components/upload-form';

/** /upload: the form for signed-in users; visitors (known signed out) get the guest prompt. */
export function UploadRoute() {
  const { authenticated } = useAuth();
  const navigate = useNavigate();
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
