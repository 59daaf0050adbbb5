import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { previewUrl, readViewerState } from '../lib/viewer-state';

/**
 * The viewer (spec §2): the title and a frame showing the PDF inline. It needs documentId, url
 * and title in the navigation state; without them it goes back.
 */
export function DocumentViewer() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readViewerState(location.state);

  useEffect(() => {
    if (!state) void navigate(-1);
  }, [state, navigate]);

  if (!state) return null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DocumentTitle title={state.title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => {
            void navigate(-1);
          }}
        >
          Back
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}>
          {state.title}
        </Typography>
      </Box>
      <Box
        component="iframe"
        title={state.title}
        src={previewUrl(state.url)}
        sx={{ width: '100%', height: { xs: '70vh', md: '80vh' }, border: 1, borderColor: 'divider', borderRadius: '12px' }}
      />
    </Container>
  );
}
