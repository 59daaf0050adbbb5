import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { brandGradient } from '@/config/brand';
import { strings } from '@/config/strings';
import { BrandLogo } from './brand-logo';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// The moving bar comes a moment after the logo (issue 12: LinearProgress is not in the first
// load); until then its track stands in its place, so nothing moves.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

const BAR_SIZE = { width: 160, height: 4, borderRadius: '2px', backgroundColor: 'rgba(255,255,255,0.25)' } as const;

/** Full-screen brand splash shown while the app starts. */
export function SplashScreen() {
  return (
    <Box
      role="status"
      aria-label={`Loading ${strings.brand}`}
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: brandGradient,
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 3,
          animation: `${rise} 600ms ease-out both`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <BrandLogo tone="light" size="large" />
        <Suspense fallback={<Box aria-hidden sx={BAR_SIZE} />}>
          <LinearProgress aria-hidden sx={{ ...BAR_SIZE, '& .MuiLinearProgress-bar': { backgroundColor: '#fff' } }} />
        </Suspense>
      </Box>
    </Box>
  );
}
