// Texts of the notifications page; the spec has none for it, so all are ours.
export const notificationsTitle = 'Notifications';
export const markAllReadText = 'Mark all as read';
export const markReadText = 'Mark as read';
export const markReadLabel = (title: string) => `Mark as read: ${title}`;
export const unreadText = 'Unread';
export const unreadSummary = (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`);
export const allReadText = 'All caught up';
export const emptyText = 'No notifications yet';
export const emptyHint = 'New candidates on your jobs, moves of candidates you follow, mentions and assignments show up here.';
export const loadingText = 'Loading...';
export const somethingWentWrongText = 'Something went wrong';
export const retryText = 'Try again';
