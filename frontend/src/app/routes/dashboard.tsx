/** The dashboard's child screens (spec §2): each wraps one feature screen with its heading. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { strings } from '@/config/strings';
import { ProfileScreen } from '@/features/auth/components/profile-screen';
import { EmailNotificationSwitch } from '@/features/notifications/components/email-switch';
import { SavedItems } from '@/features/documents/components/saved-items';
import { UploadedItems } from '@/features/documents/components/uploaded-items';

function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 0 } }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' }, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

export function ProfileRoute() {
  return (
    <DashboardPanel title={strings.dashboard.profile}>
      <ProfileScreen />
      <EmailNotificationSwitch />
    </DashboardPanel>
  );
}

export function SavedItemsRoute() {
  return (
    <DashboardPanel title={strings.dashboard.savedItems}>
      <SavedItems />
    </DashboardPanel>
  );
}

export function UploadedItemsRoute() {
  return (
    <DashboardPanel title={strings.dashboard.uploadedItems}>
      <UploadedItems />
    </DashboardPanel>
  );
}

export const FAQS = [
  {
    q: 'How do I find a paper for my course?',
    a: 'Open Papers or Notes from the top menu and pick your college, course, branch, year and subject. You can also filter the Feed.',
  },
  {
    q: 'How do I upload a paper or notes?',
    a: 'Log in, open Uploads, fill in the details, choose the PDF file and press Upload.',
  },
  {
    q: 'Which files can I upload?',
    a: 'PDF files only. Other file types are rejected.',
  },
  {
    q: 'How do I save a document for later?',
    a: 'Press the bookmark icon on any document card. Your bookmarks appear under Saved Items.',
  },
  {
    q: 'How do I change my password?',
    a: 'Open your Profile and choose Change Password, or use "Forgot Password ?" on the login page.',
  },
] as const;

/** Help & Support: an FAQ accordion with one answer open at a time. */
export function HelpSupportRoute() {
  const [open, setOpen] = useState<number | false>(false);
  return (
    <DashboardPanel title={strings.dashboard.helpSupport}>
      <Box>
        {FAQS.map((faq, index) => (
          <Accordion
            key={faq.q}
            expanded={open === index}
            onChange={(_, expanded) => {
              setOpen(expanded ? index : false);
            }}
            disableGutters
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${String(index)}`}
              aria-controls={`faq-${String(index)}-answer`}
            >
              <Typography sx={{ fontWeight: 600 }}>{faq.q}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${String(index)}-answer`}>
              <Typography sx={{ color: 'text.secondary' }}>{faq.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </DashboardPanel>
  );
}
