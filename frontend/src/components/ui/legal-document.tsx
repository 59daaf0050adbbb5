import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import { PageHero } from './page-hero';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Shown under the title, e.g. "Effective 12 October 2024". */
  subtitle?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** Long-form policy page: hero, table of contents, numbered sections. */
export function LegalDocument({ title, subtitle, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageHero title={title}>{subtitle}</PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: '20px' }}>
          <Box sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>{intro}</Box>

          <Box
            component="nav"
            aria-labelledby="legal-contents"
            sx={{ my: 4, p: 3, bgcolor: 'background.default', borderRadius: '12px' }}
          >
            <Typography id="legal-contents" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Contents
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
              {sections.map((section) => (
                <Box component="li" key={section.id} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                  <Link href={`#${section.id}`}>{section.heading}</Link>
                </Box>
              ))}
            </Box>
          </Box>

          {sections.map((section, index) => (
            <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 5, scrollMarginTop: 96 }}>
              <Typography
                id={section.id}
                variant="h2"
                sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1.5, scrollMarginTop: 96 }}
              >
                {index + 1}. {section.heading}
              </Typography>
              <Box
                sx={{
                  color: 'text.secondary',
                  lineHeight: 1.8,
                  '& p': { m: 0 },
                  '& p + p, & p + ul, & ul + p': { mt: 1.5 },
                  '& ul': { pl: 3, my: 0 },
                  '& li + li': { mt: 0.75 },
                  '& strong': { color: 'text.primary' },
                }}
              >
                {section.body}
              </Box>
            </Box>
          ))}
        </Paper>
      </Container>
    </>
  );
}
