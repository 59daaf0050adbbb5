import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface ScreenPlaceholderProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A neutral page shell (heading + one sentence) for screens whose content lands later. */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: '20px' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.1rem' }}>{description}</Typography>
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Paper>
    </Container>
  );
}
