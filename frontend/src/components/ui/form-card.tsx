import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** A narrow centred card with a heading, used by the account screens. */
export function FormCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: '20px' }}>
        <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: subtitle ? 1 : 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mb: 3, textAlign: 'center' }}>{subtitle}</Typography>}
        {children}
      </Paper>
    </Container>
  );
}
