import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner announced to screen readers by its label. */
export function PendingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 12 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
