import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import HelpIcon from '@mui/icons-material/Help';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useAuth } from '@/features/auth/components/auth-provider';

interface MenuEntry {
  label: string;
  to: string;
  icon: ReactElement;
  end?: boolean;
}

/** Dashboard frame: the left menu on large screens (spec §2) around the child screen. */
export function DashboardShell() {
  const { user } = useAuth();
  const entries: MenuEntry[] = [
    { label: strings.dashboard.profile, to: paths.dashboard.root.getHref(), icon: <PersonIcon />, end: true },
    { label: strings.dashboard.savedItems, to: paths.dashboard.savedItems.getHref(), icon: <BookmarkIcon /> },
    { label: strings.dashboard.uploadedItems, to: paths.dashboard.uploadedItems.getHref(), icon: <CloudUploadIcon /> },
    { label: strings.dashboard.helpSupport, to: paths.dashboard.helpSupport.getHref(), icon: <HelpIcon /> },
  ];
  if (user?.isAdmin === true) {
    entries.push({
      label: strings.dashboard.admin,
      to: paths.dashboard.admin.getHref(),
      icon: <AdminPanelSettingsIcon />,
    });
  }

  return (
    <Container maxWidth="lg" sx={{ display: 'flex', gap: 4, py: { xs: 0, md: 5 } }}>
      <Paper
        component="nav"
        aria-label="Dashboard"
        variant="outlined"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: 260,
          flexShrink: 0,
          alignSelf: 'flex-start',
          p: 1,
          borderRadius: '16px',
        }}
      >
        <List disablePadding component="div">
          {entries.map((entry) => (
            <ListItemButton
              key={entry.to}
              component={NavLink}
              to={entry.to}
              end={entry.end}
              sx={{
                borderRadius: '10px',
                '&.active': {
                  color: 'primary.main',
                  backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.08),
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, '& > .MuiContainer-root': { px: { md: 0 }, pt: { md: 0 } } }}>
        {/* Small screens: the same sections as links that wrap onto a second row rather than
            scroll sideways (a sideways row hid 'Uploaded Items' at 390 px). */}
        <Box
          component="nav"
          aria-label="Dashboard sections"
          sx={{ display: { xs: 'flex', md: 'none' }, flexWrap: 'wrap', gap: 1, px: 2, pt: 2 }}
        >
          {entries.map((entry) => (
            <Button
              key={entry.to}
              component={NavLink}
              to={entry.to}
              end={entry.end}
              size="small"
              variant="outlined"
              startIcon={entry.icon}
              sx={{ flexShrink: 0, '&.active': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1) } }}
            >
              {entry.label}
            </Button>
          ))}
        </Box>
        <Outlet />
      </Box>
    </Container>
  );
}
