import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';

/** Last-resort screen when a route throws while rendering or a lazy chunk fails to load. */
export function RouteError() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <DocumentTitle title="Something went wrong" />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        Something went wrong
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 4 }}>Reloading the page usually fixes this.</Typography>
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

interface BoundaryProps {
  /** The location the error happened at: the screen gives way when it changes (back, forward). */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** Another location gives the page another try. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of its children when they throw, until the location changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
