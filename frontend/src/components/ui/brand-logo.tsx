import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandGradient } from '@/config/brand';
import { strings } from '@/config/strings';

interface BrandLogoProps {
  /** 'light' for dark backgrounds (footer, splash). */
  tone?: 'dark' | 'light';
  size?: 'medium' | 'large';
}

/** The PaperShelf mark plus wordmark. Decorative icon; the wordmark carries the name. */
export function BrandLogo({ tone = 'dark', size = 'medium' }: BrandLogoProps) {
  const large = size === 'large';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: large ? 2 : 1.25 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: large ? 72 : 36,
          height: large ? 72 : 36,
          borderRadius: large ? '20px' : '10px',
          background: tone === 'light' ? 'rgba(255,255,255,0.16)' : brandGradient,
          border: tone === 'light' ? '1px solid rgba(255,255,255,0.35)' : 'none',
          color: '#fff',
        }}
      >
        <AutoStoriesIcon sx={{ fontSize: large ? 40 : 20 }} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: large ? { xs: '2.25rem', sm: '3rem' } : '1.25rem',
          color: tone === 'light' ? '#fff' : 'text.primary',
        }}
      >
        {strings.brand}
      </Typography>
    </Box>
  );
}
