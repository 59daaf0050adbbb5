import { useAuth } from '@/features/auth/components/auth-provider';
import { DocumentViewer } from '@/features/documents/components/document-viewer';

/**
 * The viewer learns who is looking so it can offer Delete to the uploader and to admins. A route
 * of its own (not beside the feed) so a shared link downloads the viewer only.
 */
export function DocumentViewerRoute() {
  const { user, authenticated } = useAuth();
  const viewer =
    authenticated === true && user ? { username: user.username, isAdmin: user.isAdmin === true } : undefined;
  return <DocumentViewer viewer={viewer} />;
}
