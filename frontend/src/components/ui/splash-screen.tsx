import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { brandGradient } from '@/config/brand';
import { strings } from '@/config/strings';
import { BrandLogo } from './brand-logo';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

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
        <LinearProgress
          aria-hidden
          sx={{
            width: 160,
            height: 4,
            borderRadius: '2px',
            backgroundColor: 'rgba(255,255,255,0.25)',
            '& .MuiLinearProgress-bar': { backgroundColor: '#fff' },
          }}
        />
      </Box>
    </Box>
  );
}
