import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export interface Failure {
  /** The spec's line for the failure. */
  message: string;
  /** Beneath it (not in the spec): the server's reason, or how long to wait. */
  detail?: string | undefined;
}

/** An inline error: the spec's message, and the server's reason beneath it when there is one. */
export function FailureAlert({ message, detail }: Failure) {
  return (
    <Alert severity="error" role="alert">
      {message}
      {detail && detail !== message ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '0.9em' }}>
          {detail}
        </Box>
      ) : null}
    </Alert>
  );
}
