/**
 * The bell in the top bar (issue 27): the unread count as a badge, polled modestly, and a panel
 * with the newest notifications. A button with a popover: Enter/Space opens it, Escape closes it
 * and focus returns to the bell.
 */
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { strings } from '@/config/strings';
import { useUnreadCount } from '../lib/unread-count';
import { NotificationList } from './notification-list';

const text = strings.notifications;

export function NotificationBell() {
  const unread = useUnreadCount(true) ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? text.bellUnread(unread) : text.bell}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99} aria-hidden={unread === 0 || undefined}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': text.title,
            sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: '70vh', borderRadius: '14px' },
          },
        }}
      >
        <NotificationList compact onOpen={close} />
      </Popover>
    </>
  );
}
