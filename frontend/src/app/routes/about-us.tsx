import FlagIcon from '@mui/icons-material/Flag';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHero } from '@/components/ui/page-hero';
import { brandColors } from '@/config/brand';
import { strings } from '@/config/strings';

interface Pillar {
  id: string;
  title: string;
  icon: ReactElement;
  accent: string;
  paragraphs: readonly string[];
}

const PILLARS: readonly Pillar[] = [
  {
    id: 'our-story',
    title: strings.about.ourStory,
    icon: <HistoryEduIcon />,
    accent: brandColors.indigo,
    paragraphs: [
      'PaperShelf started in a hostel corridor the week before end-semester exams, when a group of friends realised they were all searching the same chat groups for the same old question papers.',
      'We collected what we had, sorted it by course and subject, and shared the link. Within a week, classmates were sending papers and notes of their own. PaperShelf grew out of that link.',
    ],
  },
  {
    id: 'our-mission',
    title: strings.about.ourMission,
    icon: <FlagIcon />,
    accent: brandColors.teal,
    paragraphs: [
      'Our mission is simple: every student should be able to find the right past paper or set of notes for their course in seconds, not hours.',
      'We keep the catalogue organised by college, course, branch, year and subject, keep viewing free, and make sharing easy so that good material reaches the people who need it.',
    ],
  },
  {
    id: 'our-vision',
    title: strings.about.ourVision,
    icon: <VisibilityIcon />,
    accent: '#7c3aed',
    paragraphs: [
      'We picture a campus where no one prepares alone: where every batch leaves its papers and notes for the next, and where studying smarter is open to everyone, not only to those with the right contacts.',
    ],
  },
];

interface TeamMember {
  name: string;
  role: string;
  bio: string;
  color: string;
}

const TEAM: readonly TeamMember[] = [
  {
    name: 'Aarav Mehta',
    role: 'Founder & Product',
    bio: 'Turned a shared folder of old papers into PaperShelf and still reads every piece of feedback.',
    color: brandColors.indigo,
  },
  {
    name: 'Diya Nair',
    role: 'Engineering Lead',
    bio: 'Keeps search fast and uploads smooth, and believes the best feature is the one you never notice.',
    color: brandColors.teal,
  },
  {
    name: 'Kabir Singh',
    role: 'Community & Content',
    bio: 'Works with student volunteers across colleges to keep the catalogue accurate and complete.',
    color: '#7c3aed',
  },
  {
    name: 'Meera Iyer',
    role: 'Design',
    bio: 'Designs for the student studying at 2 a.m. on a cracked phone screen: clear, calm and quick.',
    color: '#b45309',
  },
];

const initials = (name: string): string =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

export function AboutUsRoute() {
  return (
    <>
      <DocumentTitle title={strings.nav.aboutUs} />
      <PageHero title={strings.nav.aboutUs} eyebrow={strings.brand}>
        We are students and recent graduates building the study shelf we wish we had: every past paper and every good
        set of notes, one search away.
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={3}>
          {PILLARS.map((pillar) => (
            <Grid key={pillar.id} size={{ xs: 12, md: 4 }}>
              <Card component="section" aria-labelledby={pillar.id} sx={{ height: '100%' }}>
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 52,
                      height: 52,
                      borderRadius: '14px',
                      color: '#fff',
                      bgcolor: pillar.accent,
                      mb: 2.5,
                    }}
                  >
                    {pillar.icon}
                  </Box>
                  <Typography id={pillar.id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
                    {pillar.title}
                  </Typography>
                  {pillar.paragraphs.map((paragraph) => (
                    <Typography
                      key={paragraph}
                      sx={{ color: 'text.secondary', lineHeight: 1.75, '& + &': { mt: 1.5 } }}
                    >
                      {paragraph}
                    </Typography>
                  ))}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="our-team" sx={{ bgcolor: '#eef2ff', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography id="our-team" variant="h2" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, textAlign: 'center' }}>
            {strings.about.ourTeam}
          </Typography>
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 560, mx: 'auto' }}>
            Four people, one shelf, and a lot of help from the students who share their work.
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {TEAM.map((member) => (
              <Grid key={member.name} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
                <Card sx={{ height: '100%', textAlign: 'center' }}>
                  <CardContent sx={{ p: 3 }}>
                    <Avatar
                      aria-hidden
                      sx={{
                        width: 72,
                        height: 72,
                        mx: 'auto',
                        mb: 2,
                        bgcolor: member.color,
                        fontSize: '1.5rem',
                        fontWeight: 700,
                      }}
                    >
                      {initials(member.name)}
                    </Avatar>
                    <Typography component="h3" variant="h6">
                      {member.name}
                    </Typography>
                    <Typography sx={{ color: 'primary.main', fontWeight: 600, fontSize: '0.9rem', mb: 1.5 }}>
                      {member.role}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem', lineHeight: 1.65 }}>
                      {member.bio}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
