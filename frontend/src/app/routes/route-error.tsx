import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';

/** Last-resort screen when a route throws while rendering or a lazy chunk fails to load. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <DocumentTitle title="Something went wrong" />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        Something went wrong
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 4 }}>
        Reloading the page usually fixes this.
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload
      </Button>
    </Container>
  );
}
