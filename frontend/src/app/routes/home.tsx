import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import SearchIcon from '@mui/icons-material/Search';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { brandColors, brandGradient } from '@/config/brand';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';

/**
 * Sample cards beside the headline. They look like the feed's cards, so they behave like them:
 * each is a link to where such documents are found (issue 25: they looked clickable and were not).
 */
const SAMPLE_CARDS = [
  {
    kind: 'Paper',
    title: 'Data Structures',
    meta: 'End Semester · 2nd Year',
    icon: <DescriptionIcon />,
    to: paths.papers.root.getHref(),
  },
  {
    kind: 'Notes',
    title: 'Engineering Mathematics II',
    meta: 'Handwritten · 1st Year',
    icon: <StickyNote2Icon />,
    to: paths.notes.root.getHref(),
  },
  {
    kind: 'Paper',
    title: 'Operating Systems',
    meta: 'Mid Semester · 3rd Year',
    icon: <DescriptionIcon />,
    to: paths.papers.root.getHref(),
  },
] as const;

function HeroPreview() {
  return (
    <Box
      component="nav"
      aria-label="Browse papers and notes"
      sx={{ position: 'relative', maxWidth: 420, mx: 'auto', width: '100%' }}
    >
      <Stack spacing={2}>
        {SAMPLE_CARDS.map((card, index) => (
          <Paper
            key={card.title}
            component={RouterLink}
            to={card.to}
            aria-label={`${card.kind === 'Paper' ? 'Browse papers' : 'Browse notes'}: ${card.title}, ${card.meta}`}
            elevation={0}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2,
              borderRadius: '16px',
              bgcolor: 'rgba(255,255,255,0.96)',
              boxShadow: '0 18px 40px -18px rgba(15, 23, 42, 0.55)',
              textDecoration: 'none',
              transform: { md: `translateX(${String(index % 2 === 0 ? 0 : 28)}px)` },
              transition: 'box-shadow 150ms, background-color 150ms',
              '&:hover': { bgcolor: '#fff', boxShadow: '0 22px 44px -16px rgba(15, 23, 42, 0.7)' },
              '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 3 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                borderRadius: '12px',
                flexShrink: 0,
                color: '#fff',
                background: card.kind === 'Paper' ? brandColors.indigo : brandColors.teal,
              }}
            >
              {card.icon}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, color: 'text.primary' }} noWrap>
                {card.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }} noWrap>
                {card.meta}
              </Typography>
            </Box>
            <ChevronRightIcon
              aria-hidden
              sx={{ color: card.kind === 'Paper' ? brandColors.indigo : brandColors.teal }}
            />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-headline"
      sx={{
        background: brandGradient,
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
        py: { xs: 8, md: 12 },
        '&::after': {
          content: '""',
          position: 'absolute',
          width: 520,
          height: 520,
          right: -160,
          top: -200,
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(255,255,255,0.18), rgba(255,255,255,0) 70%)',
          pointerEvents: 'none',
        },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1 }}>
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            {/* Drawn as MUI's Chip draws a static label (Chip itself is ≈ 2 KB gzip of the first load). */}
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                height: 32,
                px: 1.5,
                borderRadius: '16px',
                whiteSpace: 'nowrap',
                verticalAlign: 'middle',
                fontSize: '0.8125rem',
                bgcolor: 'rgba(255,255,255,0.16)',
                color: '#fff',
                fontWeight: 600,
                mb: 3,
              }}
            >
              For students, by students
            </Box>
            <Typography
              id="home-headline"
              variant="h1"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '3.75rem' }, lineHeight: 1.08 }}
            >
              {strings.home.headline}
            </Typography>
            <Typography
              sx={{ mt: 3, fontSize: { xs: '1.1rem', md: '1.25rem' }, maxWidth: 560, opacity: 0.92, lineHeight: 1.6 }}
            >
              Past exam papers and notes from your college, organised by course, branch, year and subject, so revision
              starts with the right material.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
              <Button
                component={RouterLink}
                to={paths.feed.root.getHref()}
                size="large"
                variant="contained"
                startIcon={<SearchIcon />}
                sx={{
                  bgcolor: '#fff',
                  color: 'primary.main',
                  '&:hover': { bgcolor: '#eef2ff' },
                }}
              >
                {strings.home.findPapers}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <HeroPreview />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

interface PromoProps {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  action: { label: string; to: string };
  icon: ReactElement;
  accent: string;
  reverse?: boolean;
}

function Promo({ id, eyebrow, title, body, points, action, icon, accent, reverse = false }: PromoProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 7 } }}>
      <Grid
        container
        spacing={{ xs: 4, md: 8 }}
        sx={{ alignItems: 'center', flexDirection: { md: reverse ? 'row-reverse' : 'row' } }}
      >
        <Grid size={{ xs: 12, md: 5 }}>
          <Box
            aria-hidden
            sx={{
              position: 'relative',
              aspectRatio: { xs: '16 / 9', md: '4 / 3' },
              borderRadius: '28px',
              display: 'grid',
              placeItems: 'center',
              background: `linear-gradient(145deg, ${accent}1f 0%, ${accent}0a 100%)`,
              border: `1px solid ${accent}33`,
              overflow: 'hidden',
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: { xs: 104, md: 128 },
                height: { xs: 104, md: 128 },
                borderRadius: '32px',
                color: '#fff',
                background: accent,
                boxShadow: `0 24px 48px -20px ${accent}`,
                '& svg': { fontSize: { xs: 52, md: 64 } },
              }}
            >
              {icon}
            </Box>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography
            component="p"
            sx={{
              color: accent,
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.1em',
              fontSize: '0.8rem',
            }}
          >
            {eyebrow}
          </Typography>
          <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.85rem', md: '2.4rem' }, mt: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>{body}</Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 3 }}>
            {points.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckCircleIcon aria-hidden sx={{ color: accent, fontSize: 22, mt: '1px' }} />
                <Typography>{point}</Typography>
              </Box>
            ))}
          </Stack>
          <Button component={RouterLink} to={action.to} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            {action.label}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

export function HomeRoute() {
  const { authenticated } = useAuth();
  if (authenticated === true) return <Navigate to={paths.feed.root.getHref()} replace />;

  return (
    <>
      <DocumentTitle />
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Promo
          id="promo-papers"
          eyebrow="Papers"
          title="Past papers, sorted the way you study"
          body="Pick your college, course, branch, year and subject and land on exactly the papers you need."
          points={[
            'Mid-semester, end-semester, quiz and lab papers',
            'Preview any paper right in your browser',
            'Bookmark the ones you want to revisit',
          ]}
          action={{ label: 'Browse Papers', to: paths.papers.root.getHref() }}
          icon={<DescriptionIcon />}
          accent={brandColors.indigo}
        />
        <Promo
          id="promo-notes"
          eyebrow="Notes"
          title="Notes from students who took the course"
          body="Clear, handwritten notes shared by seniors and classmates, organised subject by subject."
          points={[
            'Find notes for every year of your course',
            'Read them online, no downloads needed',
            'Save them for the night before the exam',
          ]}
          action={{ label: strings.home.findNotes, to: paths.notes.root.getHref() }}
          icon={<StickyNote2Icon />}
          accent={brandColors.teal}
          reverse
        />
        <Promo
          id="promo-upload"
          eyebrow="Upload"
          title="Share what helped you"
          body="Upload a past paper or your notes as a PDF in under a minute and help the next batch prepare."
          points={[
            'Tag it with college, course, branch and subject',
            'Every upload earns points on your profile',
            'Keep track of everything you have shared',
          ]}
          action={{ label: strings.home.uploadResources, to: paths.upload.getHref() }}
          icon={<CloudUploadIcon />}
          accent="#7c3aed"
        />
      </Container>
    </>
  );
}
