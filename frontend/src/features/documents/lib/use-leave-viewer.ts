import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The viewer's way out: back where the student came from, or to the feed when the viewer is the
 * first page of this tab in the app (a shared link opened in a fresh tab), where "back" would
 * leave the site for an empty page (issue 25 item 1). `replace` drops the viewer's own entry
 * (after the document was deleted).
 */
export function useLeaveViewer(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (options) => {
      // React Router names the entry a tab started on 'default'; every later one has its own key.
      if (key === 'default') void navigate(paths.feed.root.getHref(), { replace: options?.replace === true });
      else void navigate(-1);
    },
    [key, navigate],
  );
}
