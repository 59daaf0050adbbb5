import ForumIcon from '@mui/icons-material/Forum';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/ui/document-title';
import { brandGradient } from '@/config/brand';
import { strings } from '@/config/strings';
import { ContactForm } from '@/features/feedback/components/contact-form';

const REASONS = [
  { icon: <LightbulbIcon />, title: 'Ideas', text: 'Tell us what would make studying easier.' },
  { icon: <ReportProblemIcon />, title: 'Problems', text: 'Spotted a wrong paper or a broken page? Let us know.' },
  { icon: <ForumIcon />, title: 'Anything else', text: 'Questions about your account, uploads or points.' },
] as const;

export function ContactUsRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <DocumentTitle title={strings.footer.contactUs} />
      <Paper variant="outlined" sx={{ borderRadius: '24px', overflow: 'hidden' }}>
        <Grid container>
          <Grid size={{ xs: 12, md: 5 }} sx={{ background: brandGradient, color: '#fff', p: { xs: 4, md: 6 } }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
              {strings.contact.title}
            </Typography>
            <Typography sx={{ mt: 2, opacity: 0.92, lineHeight: 1.7, fontSize: '1.05rem' }}>
              We read every message. Send us feedback, report a problem or ask a question and we will get back to you by
              e-mail.
            </Typography>
            <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, mt: 5, mb: 0 }}>
              {REASONS.map((reason) => (
                <Box component="li" key={reason.title} sx={{ display: 'flex', gap: 2 }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 44,
                      height: 44,
                      flexShrink: 0,
                      borderRadius: '12px',
                      bgcolor: 'rgba(255,255,255,0.16)',
                    }}
                  >
                    {reason.icon}
                  </Box>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{reason.title}</Typography>
                    <Typography sx={{ opacity: 0.9 }}>{reason.text}</Typography>
                  </Box>
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ p: { xs: 3, sm: 4, md: 6 } }}>
            <Typography component="h2" variant="h5" sx={{ mb: 3 }}>
              Send us a message
            </Typography>
            <ContactForm />
          </Grid>
        </Grid>
      </Paper>
    </Container>
  );
}
