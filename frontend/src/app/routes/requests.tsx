/**
 * Issue 27's pages: requests for missing papers and notes (the documents feature) and the
 * signed-in user's notifications; the viewer's session comes from the auth feature here.
 */
import { useAuth } from '@/features/auth/components/auth-provider';
import type { RequestViewer } from '@/features/documents/components/request-card';
import { RequestDetail } from '@/features/documents/components/request-detail';
import { RequestForm } from '@/features/documents/components/request-form';
import { RequestsPage } from '@/features/documents/components/requests-page';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

function useViewer(): RequestViewer {
  const { authenticated, user } = useAuth();
  return {
    signedIn: authenticated === true,
    verified: user?.isVerified === true,
    college: user?.college ?? null,
  };
}

export function RequestsRoute() {
  return <RequestsPage viewer={useViewer()} />;
}

export function AskRequestRoute() {
  return <RequestForm viewer={useViewer()} />;
}

export function RequestDetailRoute() {
  return <RequestDetail viewer={useViewer()} />;
}

export function NotificationsRoute() {
  return <NotificationsPage />;
}
