import { lazy, Suspense } from 'react';
import { useAuth } from './auth-provider';
import { useProfileCompletion } from './profile-completion';

// Most visitors never see the form: its fields, pickers and dialog load only when it opens.
const ProfileCompletionForm = lazy(() =>
  import('./profile-completion-form').then((module) => ({ default: module.ProfileCompletionForm })),
);

interface ProfileCompletionOverlayProps {
  /** Signs out (the layout's logout: toast, then home). */
  onLogout: () => void;
  reload?: () => void;
}

/**
 * 'Add Information' (spec §2): on top of any page while a signed-in user's information is
 * incomplete, unless put off with 'Later' (profile-completion.tsx). Saves the profile, then
 * completes registration, then reloads the page.
 */
export function ProfileCompletionOverlay({
  onLogout,
  reload = () => window.location.reload(),
}: ProfileCompletionOverlayProps) {
  const { user } = useAuth();
  const { open } = useProfileCompletion();
  // Stays mounted after a save so the dialog can fade out (spec) with the values still in it.
  return open && user ? (
    <Suspense fallback={null}>
      <ProfileCompletionForm user={user} reload={reload} onLogout={onLogout} />
    </Suspense>
  ) : null;
}
