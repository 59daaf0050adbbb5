import { lazy, Suspense } from 'react';
import { useAuth } from './auth-provider';

// Most visitors never see the form: its fields, selects and dialog load only when it opens.
const ProfileCompletionForm = lazy(() =>
  import('./profile-completion-form').then((module) => ({ default: module.ProfileCompletionForm })),
);

/**
 * 'Add Information' (spec §2): on top of any page while a signed-in user's information is
 * incomplete. Saves the profile, then completes registration, then reloads the page.
 */
export function ProfileCompletionOverlay({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { user, authenticated } = useAuth();
  const open = authenticated === true && user !== null && user.isInformationComplete === false;
  return open ? (
    <Suspense fallback={null}>
      <ProfileCompletionForm user={user} reload={reload} />
    </Suspense>
  ) : null;
}
