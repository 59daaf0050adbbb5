import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HelpIcon from '@mui/icons-material/Help';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import PersonIcon from '@mui/icons-material/Person';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { AuthActions } from './auth-actions';
import { accountNav, drawerNav, type NavItem } from './nav-items';
import { NavListLink } from './nav-list-link';
import type { LayoutSession } from './session';
import { MOBILE_MENU_ID } from './top-bar';

const icons: Record<string, ReactElement> = {
  [paths.home.getHref()]: <HomeIcon />,
  [paths.papers.root.getHref()]: <DescriptionIcon />,
  [paths.notes.root.getHref()]: <StickyNote2Icon />,
  [paths.upload.getHref()]: <CloudUploadIcon />,
  [paths.aboutUs.getHref()]: <InfoIcon />,
  [paths.dashboard.root.getHref()]: <DashboardIcon />,
  [paths.editProfile.getHref()]: <PersonIcon />,
  [paths.savedItems.getHref()]: <BookmarkIcon />,
  [paths.uploadedItems.getHref()]: <FolderSharedIcon />,
  [paths.helpSupport.getHref()]: <HelpIcon />,
  [paths.dashboard.admin.getHref()]: <AdminPanelSettingsIcon />,
};

interface MobileDrawerProps extends LayoutSession {
  open: boolean;
  onClose: () => void;
}

function DrawerLinks({ items, onClose }: { items: readonly NavItem[]; onClose: () => void }) {
  return items.map((item) => (
    <ListItem key={item.to} disablePadding>
      <NavListLink to={item.to} end={item.end} icon={icons[item.to]} label={item.label} strong onClick={onClose} />
    </ListItem>
  ));
}

/**
 * Slide-in side menu for small screens (spec §2 layout). Signed in, it also lists the dashboard
 * and its sections, so a phone reaches everything the top bar and dashboard menu do.
 */
export function MobileDrawer({ open, onClose, authenticated, isAdmin = false, onLogout }: MobileDrawerProps) {
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
          <DrawerLinks items={drawerNav} onClose={onClose} />
        </List>
        {authenticated === true && (
          <>
            <Divider />
            <List
              sx={{ px: 1 }}
              aria-labelledby="mobile-menu-account"
              subheader={
                <ListSubheader
                  id="mobile-menu-account"
                  disableSticky
                  sx={{ lineHeight: '36px', bgcolor: 'transparent' }}
                >
                  {strings.nav.yourAccount}
                </ListSubheader>
              }
            >
              <DrawerLinks items={accountNav(isAdmin)} onClose={onClose} />
            </List>
          </>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <AuthActions authenticated={authenticated} onLogout={onLogout} placement="drawer" onAction={onClose} />
      </Box>
    </Drawer>
  );
}
