/**
 * The Admin Panel's frame inside the dashboard (spec §2 Admin panel): the heading, one tab per
 * catalogue kind ('Add College' …), and the chosen kind's list in the tab panel.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link, useLocation } from 'react-router-dom';
import { useBasename, useCreatePath, type LayoutProps } from 'react-admin';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { CATALOGUE_KINDS } from '../catalogue/catalogue-kinds';

const tabId = (resource: string) => `admin-tab-${resource}`;

export function PanelLayout({ children }: LayoutProps) {
  const basename = useBasename();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const current = CATALOGUE_KINDS.find((kind) => pathname.slice(basename.length).split('/')[1] === kind.resource);
  // On a phone the four tabs share the width (labels on two lines) rather than scroll sideways.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 0 } }}>
      <DocumentTitle title={strings.admin.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5, md: 4 }, borderRadius: '20px' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
            {strings.admin.title}
          </Typography>
          {/* Beyond the spec: the same app full-screen, with documents, reports, feedback and users. */}
          <Button href={paths.adminConsole.getHref()} endIcon={<OpenInNewIcon />}>
            {strings.admin.openConsole}
          </Button>
        </Stack>
        <Tabs
          value={current?.resource ?? false}
          variant={phone ? 'fullWidth' : 'standard'}
          aria-label="Catalogue"
          sx={{ mb: 1 }}
        >
          {CATALOGUE_KINDS.map((kind) => (
            <Tab
              key={kind.resource}
              value={kind.resource}
              label={kind.add}
              id={tabId(kind.resource)}
              aria-controls="admin-panel"
              component={Link}
              to={createPath({ resource: kind.resource, type: 'list' })}
              sx={phone ? { minWidth: 0, px: 0.5, lineHeight: 1.25 } : undefined}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="admin-panel"
          aria-labelledby={current ? tabId(current.resource) : undefined}
          sx={{
            // The list sits on the panel's card, not on a card of its own.
            '& .RaList-content': {
              boxShadow: 'none',
              border: 0,
              borderRadius: 0,
              bgcolor: 'transparent',
              overflowX: 'auto',
            },
            '& .RaList-main': { minWidth: 0 },
          }}
        >
          {children}
        </Box>
      </Paper>
    </Container>
  );
}
