import { Alert, Box, Button, Container, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, SvgIcon, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Pager, usePaging } from '../../components/pager';
import { useSnackbar } from '../../components/toasts';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useNotifications, type Notification } from './api/list-notifications';
import { useMarkRead } from './api/mark-read';
import {
  allReadText,
  emptyHint,
  emptyText,
  loadingText,
  markAllReadText,
  markReadLabel,
  notificationsTitle,
  retryText,
  somethingWentWrongText,
  unreadSummary,
  unreadText,
} from './texts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function when(instant: string | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

// NotificationsPage lists the caller's notifications, unread first, a page
// at a time. Opening one marks it read and goes to what it is about; each
// unread one can be marked read alone, or all at once.
export function NotificationsPage() {
  const paging = usePaging(20);
  const list = useNotifications(paging.page, paging.perPage);
  const markRead = useMarkRead();
  const { enqueueSnackbar } = useSnackbar();
  const items = list.data?.data.notifications ?? [];
  const unread = list.data?.data.unread_count ?? 0;
  const total = list.data?.meta.total ?? 0;

  function mark(input: { ids?: number[]; all?: boolean }) {
    markRead.mutate(input, { onError: (error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' }) });
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {notificationsTitle}
          </Typography>
          {list.isSuccess && total > 0 && (
            <Typography color="text.secondary" role="status">
              {unread > 0 ? unreadSummary(unread) : allReadText}
            </Typography>
          )}
        </Box>
        {unread > 0 && (
          <Button variant="outlined" onClick={() => mark({ all: true })} disabled={markRead.isPending}>
            {markAllReadText}
          </Button>
        )}
      </Box>
      {list.isPending ? (
        <Typography role="status" color="text.secondary">
          {loadingText}
        </Typography>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {retryText}
            </Button>
          }
        >
          {list.error.message || somethingWentWrongText}
        </Alert>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed' }}>
          <Typography sx={{ fontWeight: 600 }}>{emptyText}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {emptyHint}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={notificationsTitle}>
            {items.map((item, i) => (
              <NotificationRow key={item.id} item={item} divider={i < items.length - 1} onMark={(id) => mark({ ids: [id] })} busy={markRead.isPending} />
            ))}
          </List>
          <Pager count={total} page={paging.page} perPage={paging.perPage} onPageChange={paging.onPageChange} onPerPageChange={paging.onPerPageChange} />
        </Paper>
      )}
    </Container>
  );
}

type RowProps = { item: Notification; divider: boolean; onMark: (id: number) => void; busy: boolean };

function NotificationRow({ item, divider, onMark, busy }: RowProps) {
  const id = item.id ?? 0;
  const unread = !item.read;
  const title = item.title ?? '';
  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={
        unread ? (
          <Tooltip title={markReadLabel(title)}>
            <IconButton edge="end" aria-label={markReadLabel(title)} onClick={() => onMark(id)} disabled={busy}>
              <SvgIcon fontSize="small">
                <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
              </SvgIcon>
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton
        component={RouterLink}
        to={item.link || '/notifications'}
        onClick={() => {
          if (unread) onMark(id);
        }}
        sx={{ py: 1.5, pr: unread ? 8 : 2, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, mr: 2, bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={
            <>
              {unread && <VisuallyHidden>{`${unreadText}: `}</VisuallyHidden>}
              {title}
            </>
          }
          secondary={when(item.created_at)}
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
