/**
 * The admin console's entry point. Loaded with React.lazy from the router so the student
 * bundle never downloads it; the react-admin console will replace this shell.
 */
import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { strings } from '@/config/strings';

export function AdminPanel() {
  return (
    <ScreenPlaceholder title={strings.admin.title} description="Manage colleges, courses, branches and subjects." />
  );
}
