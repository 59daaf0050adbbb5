import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { brandGradient } from '@/config/brand';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';

export function NotFoundRoute() {
  return (
    <Container
      maxWidth="sm"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        py: { xs: 8, md: 12 },
      }}
    >
      <DocumentTitle title="Page not found" />
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '6rem', md: '8rem' },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: brandGradient,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 2 }}>
        {strings.notFound.message}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 4 }}>
        The link may be broken, or the page may have moved.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.home.getHref()}
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
      >
        {strings.notFound.takeMeHome}
      </Button>
    </Container>
  );
}
