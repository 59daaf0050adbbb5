/**
 * Page chrome for every student-facing screen: skip link, top bar, small-screen drawer, the
 * <main> landmark and the footer.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { LayoutSession } from './session';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

// The slide-in menu (drawer, modal, focus trap) loads on its first opening, not with every page.
// The footer sits below the fold of every page: it loads after the page, not before it (issue 12).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

interface MainLayoutProps extends LayoutSession {
  children: ReactNode;
  /** The top bar's extras (the notifications bell for signed-in users). */
  barExtras?: ReactNode;
}

export function MainLayout({ authenticated, isAdmin = false, onLogout, children, barExtras }: MainLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 16,
          top: -64,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 2,
          py: 1,
          borderRadius: '8px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 12 },
        }}
      >
        Skip to main content
      </Box>
      <TopBar
        authenticated={authenticated}
        onLogout={onLogout}
        menuOpen={menuOpen}
        extras={barExtras}
        onOpenMenu={() => {
          setMenuOpen(true);
          setMenuUsed(true);
        }}
      />
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
            }}
            authenticated={authenticated}
            isAdmin={isAdmin}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
