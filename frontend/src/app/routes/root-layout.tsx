import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { MainLayout } from '@/components/layout/main-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { BookmarksProvider } from '@/features/documents/components/bookmarks-provider';
import { ProfileCompletionOverlay } from '@/features/auth/components/profile-completion-overlay';

/** Wires the auth feature into the shared layout. */
export function RootLayout() {
  const { authenticated, logout } = useAuth();
  const navigate = useNavigate();

  const handleLogout = () => {
    void logout().then((loggedOut) => {
      if (loggedOut) void navigate(paths.home.getHref());
    });
  };

  return (
    <BookmarksProvider authenticated={authenticated}>
      <MainLayout authenticated={authenticated} onLogout={handleLogout}>
        <ScrollRestoration />
        <Outlet />
        <ProfileCompletionOverlay />
      </MainLayout>
    </BookmarksProvider>
  );
}
