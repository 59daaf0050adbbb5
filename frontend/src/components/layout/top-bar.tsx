import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { AuthActions } from './auth-actions';
import { primaryNav } from './nav-items';
import type { LayoutSession } from './session';

export const MOBILE_MENU_ID = 'mobile-menu';

interface TopBarProps extends LayoutSession {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Shown at every width beside the account buttons (the notifications bell, issue 27). */
  extras?: ReactNode;
}

export function TopBar({ authenticated, onLogout, menuOpen, onOpenMenu, extras }: TopBarProps) {
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <IconButton
            edge="start"
            aria-label="Open navigation menu"
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>

          <Box
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label={`${strings.brand} home`}
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: '10px' }}
          >
            <BrandLogo />
          </Box>

          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
          >
            {primaryNav.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                sx={{
                  color: 'text.secondary',
                  px: 1.75,
                  '&:hover': { color: 'text.primary' },
                  '&.active': {
                    color: 'primary.main',
                    backgroundColor: (theme) => alpha(theme.palette.primary.main, 0.08),
                  },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>

          {extras !== undefined && extras !== null && <Box sx={{ ml: 'auto', display: 'flex' }}>{extras}</Box>}
          <Box sx={{ display: { xs: 'none', md: 'block' }, ml: extras ? 0 : 'auto' }}>
            <AuthActions authenticated={authenticated} onLogout={onLogout} placement="bar" />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
