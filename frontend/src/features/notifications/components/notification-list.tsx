/**
 * The notifications list (issue 27), newest first and paged ("Load more"): shown in the bell's
 * panel and on /notifications. Opening an entry marks it read and goes where it points; "Mark
 * all as read" clears them all. Loading, empty and failure states are the list's own.
 */
import CircleIcon from '@mui/icons-material/Circle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { strings } from '@/config/strings';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { usePagedList } from '@/lib/use-paged-list';
import { paths } from '@/config/paths';
import { getNotifications, markAllRead, markRead, type AppNotification } from '../api/notifications';
import { setUnreadCount, useUnreadCountValue } from '../lib/unread-count';

const text = strings.notifications;

const when = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

interface NotificationListProps {
  /** Called before going to an entry's link (the bell closes its panel). */
  onOpen?: () => void;
  /** A compact list (the bell's panel) links to the full page. */
  compact?: boolean;
}

export function NotificationList({ onOpen, compact = false }: NotificationListProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const unread = useUnreadCountValue();
  const { state, loadAgain, updateItems } = usePagedList(
    (nextPage?: string) =>
      getNotifications(nextPage).then((page) => {
        setUnreadCount(page.unreadCount);
        return { items: page.notifications, nextPage: page.hasNextPage ? page.nextPage : null };
      }),
    'Notifications failed',
  );

  const markLocally = (ids: ReadonlySet<string> | 'all') => {
    updateItems((items) => items.map((item) => (ids === 'all' || ids.has(item._id) ? { ...item, read: true } : item)));
  };

  const open = (item: AppNotification) => {
    if (!item.read) {
      markLocally(new Set([item._id]));
      markRead([item._id]).then(
        (result) => {
          setUnreadCount(result.unreadCount);
        },
        (error: unknown) => {
          logFailure('Mark read failed', error);
        },
      );
    }
    if (item.link) {
      onOpen?.();
      void navigate(item.link);
    }
  };

  const readAll = () => {
    markAllRead().then(
      (result) => {
        markLocally('all');
        setUnreadCount(result.unreadCount);
      },
      (error: unknown) => {
        logFailure('Mark all read failed', error);
        toast.error(text.markAllFailed);
      },
    );
  };

  const anyUnread = (unread ?? 0) > 0 || state.items.some((item) => !item.read);
  const firstLoad = state.loading && state.items.length === 0;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: compact ? 2 : 0, pt: compact ? 1.5 : 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: compact ? '1.05rem' : '1.25rem', flex: 1 }}>
          {text.title}
        </Typography>
        <Button size="small" onClick={readAll} disabled={!anyUnread}>
          {text.markAllRead}
        </Button>
      </Box>

      {firstLoad ? (
        <Box role="status" aria-label="Loading notifications" sx={{ p: 2, display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} variant="rounded" height={48} />
          ))}
        </Box>
      ) : state.failed && state.items.length === 0 ? (
        <Alert
          severity="error"
          sx={{ m: compact ? 2 : 0, mt: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                loadAgain();
              }}
            >
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      ) : state.items.length === 0 ? (
        <Typography sx={{ p: compact ? 2 : 0, py: 3, color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <List aria-label={text.title} sx={{ py: 0.5 }}>
          {state.items.map((item) => (
            <li key={item._id}>
              <ListItemButton
                onClick={() => {
                  open(item);
                }}
                sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: item.read ? undefined : 'action.hover' }}
              >
                <CircleIcon
                  aria-hidden
                  sx={{ fontSize: 10, mt: 0.9, color: item.read ? 'transparent' : 'primary.main' }}
                />
                <ListItemText
                  primary={
                    <>
                      {!item.read && <Box component="span" sx={visuallyHidden}>{`${text.unread}: `}</Box>}
                      {item.message}
                    </>
                  }
                  secondary={when(item.createdAt)}
                  slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}

      {state.failed && state.items.length > 0 && (
        <Alert severity="error" sx={{ mx: compact ? 2 : 0 }}>
          {text.loadFailed}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', px: compact ? 1 : 0, pb: compact ? 1 : 0 }}>
        {state.nextPage !== null ? (
          <Button
            disabled={state.loading}
            onClick={() => {
              if (state.nextPage) loadAgain(state.nextPage);
            }}
          >
            {text.loadMore}
          </Button>
        ) : (
          <span />
        )}
        {compact && (
          <Button component={RouterLink} to={paths.notifications.getHref()} onClick={onOpen}>
            {text.seeAll}
          </Button>
        )}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
