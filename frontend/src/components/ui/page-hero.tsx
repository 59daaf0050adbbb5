import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandGradient } from '@/config/brand';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** Gradient band that opens the static pages; holds the page's only <h1>. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-hero-title"
      sx={{ background: brandGradient, color: '#fff', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        {eyebrow && (
          <Typography
            component="p"
            sx={{
              textTransform: 'uppercase',
              letterSpacing: '0.12em',
              fontWeight: 700,
              fontSize: '0.8rem',
              opacity: 0.9,
              mb: 1.5,
            }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography id="page-hero-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
          {title}
        </Typography>
        {children && (
          <Box sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95, lineHeight: 1.6 }}>
            {children}
          </Box>
        )}
      </Container>
    </Box>
  );
}
