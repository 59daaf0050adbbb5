import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { SOCIAL_LINKS, type SocialNetwork } from '@/config/social';
import { strings } from '@/config/strings';
import { footerCompanyNav, footerFeaturesNav, type NavItem } from './nav-items';

const socialIcons: Record<SocialNetwork, ReactElement> = {
  instagram: <InstagramIcon />,
  linkedin: <LinkedInIcon />,
  github: <GitHubIcon />,
};

const muted = '#cbd5e1';

function FooterColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography
        id={id}
        component="h2"
        sx={{ color: '#fff', fontWeight: 700, fontSize: '0.95rem', letterSpacing: '0.04em', mb: 2 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Link component={RouterLink} to={item.to} sx={{ color: muted, '&:hover': { color: '#fff' } }}>
              {item.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: muted, mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BrandLogo tone="light" />
            <Typography sx={{ mt: 2, maxWidth: 360, lineHeight: 1.7 }}>
              Past papers and notes from students, for students. Find what you need, save it for later and share what
              helped you.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
              {SOCIAL_LINKS.map((social) => (
                <IconButton
                  key={social.network}
                  component="a"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${strings.brand} on ${social.label} (opens in a new tab)`}
                  sx={{
                    color: '#fff',
                    border: '1px solid rgba(255,255,255,0.2)',
                    '&:hover': { backgroundColor: 'rgba(255,255,255,0.08)' },
                  }}
                >
                  {socialIcons[social.network]}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterColumn title={strings.footer.company} items={footerCompanyNav} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterColumn title={strings.footer.features} items={footerFeaturesNav} />
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 4 }} />
        <Typography sx={{ fontSize: '0.9rem' }}>
          © {year} {strings.brand}
        </Typography>
      </Container>
    </Box>
  );
}
