import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MainLayout } from '@/components/layout/main-layout';
import { PendingScreen } from '@/components/ui/pending-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { BookmarksProvider } from '@/features/documents/components/bookmarks-provider';
import { FirstPaintFallback } from '@/features/documents/components/first-paint-fallback';
import { dropHeldUpload } from '@/features/documents/lib/held-upload';
import type { DocumentItem } from '@/features/documents/types';
import { ProfileCompletionProvider, useProfileCompletion } from '@/features/auth/components/profile-completion';
import { ProfileCompletionOverlay } from '@/features/auth/components/profile-completion-overlay';
import { HeldBookmark, type HeldBookmarkData } from '../held-bookmark';
import { loadProfileChoices } from '../profile-choices';
import { ScrollRestoration } from '../scroll-restoration';

// The bell (issue 27) is for signed-in users only: its code loads after the page, not in the entry chunk.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** Wires the auth feature into the shared layout. */
export function RootLayout() {
  return (
    <ProfileCompletionProvider loadChoices={loadProfileChoices}>
      <Layout />
    </ProfileCompletionProvider>
  );
}

function Layout() {
  const { authenticated, user, logout, signedOutTo, clearSignedOutTo } = useAuth();
  const { beforeContributing } = useProfileCompletion();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A refresh that signed the user out on purpose (e.g. a changed e-mail to confirm) names the
  // screen to open; signed-in-only screens go there themselves, public ones are taken there here.
  // The target is forgotten once reached, so a later sign-out goes to /login as usual.
  useEffect(() => {
    if (authenticated !== false || !signedOutTo) return;
    if (pathname === signedOutTo.path) clearSignedOutTo();
    else void navigate(signedOutTo.path, { replace: true, state: signedOutTo.state });
  }, [authenticated, signedOutTo, clearSignedOutTo, navigate, pathname]);

  const beforeBookmark = useCallback(
    (doc: DocumentItem, adding: boolean) =>
      beforeContributing({ kind: 'bookmark', data: { doc, adding } satisfies HeldBookmarkData }),
    [beforeContributing],
  );

  const handleLogout = () => {
    void logout().then((loggedOut) => {
      if (!loggedOut) return;
      // A file held for the profile overlay is not left in this browser (held-upload.ts).
      void dropHeldUpload();
      void navigate(paths.home.getHref());
    });
  };

  return (
    // A bookmark first brings back an 'Add Information' put off with 'Later' (issue 25).
    <BookmarksProvider authenticated={authenticated} beforeToggle={beforeBookmark}>
      <HeldBookmark />
      <MainLayout
        authenticated={authenticated}
        isAdmin={user?.isAdmin === true}
        onLogout={handleLogout}
        barExtras={
          authenticated === true ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null
        }
      >
        <ScrollRestoration />
        {/* A page's chunk on its first visit: the layout is there at once, only the page area waits
            (a shared document link's page keeps showing the server's first paint meanwhile). */}
        <Suspense
          fallback={
            <FirstPaintFallback>
              <PendingScreen />
            </FirstPaintFallback>
          }
        >
          <Outlet />
        </Suspense>
        <ProfileCompletionOverlay onLogout={handleLogout} />
      </MainLayout>
    </BookmarksProvider>
  );
}
