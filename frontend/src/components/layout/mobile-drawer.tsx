import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import { AuthActions } from './auth-actions';
import { drawerNav } from './nav-items';
import type { LayoutSession } from './session';
import { MOBILE_MENU_ID } from './top-bar';

const icons: Record<string, ReactElement> = {
  [paths.home.getHref()]: <HomeIcon />,
  [paths.papers.root.getHref()]: <DescriptionIcon />,
  [paths.notes.root.getHref()]: <StickyNote2Icon />,
  [paths.upload.getHref()]: <CloudUploadIcon />,
};

interface MobileDrawerProps extends LayoutSession {
  open: boolean;
  onClose: () => void;
}

/** Slide-in side menu for small screens (spec §2 layout). */
export function MobileDrawer({ open, onClose, authenticated, onLogout }: MobileDrawerProps) {
  return (
    <Drawer
      id={MOBILE_MENU_ID}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(85vw, 320px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo />
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List sx={{ px: 1 }}>
          {drawerNav.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onClose}
                sx={{
                  borderRadius: '10px',
                  '&.active': {
                    color: 'primary.main',
                    backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.08),
                    '& .MuiListItemIcon-root': { color: 'primary.main' },
                  },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{icons[item.to]}</ListItemIcon>
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <AuthActions authenticated={authenticated} onLogout={onLogout} placement="drawer" onAction={onClose} />
      </Box>
    </Drawer>
  );
}
