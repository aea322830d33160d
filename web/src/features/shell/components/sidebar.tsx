import { Badge, Box, Button, Drawer, List, ListItem, ListItemButton, ListItemText, Toolbar } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { Navigation } from '../navigation';
import { referText, unreadText } from '../texts';

export const sidebarWidth = 220;

// unread is the caller's unread notifications, shown on Notifications.
type Props = { navigation: Navigation; loading: boolean; mobileOpen: boolean; onClose: () => void; unread?: number };

// Sidebar lists the pages of the user's group: always shown on wide
// screens, a drawer opened from the top bar on small ones.
export function Sidebar({ navigation, loading, mobileOpen, onClose, unread = 0 }: Props) {
  const { pathname } = useLocation();
  const content = (
    <Box component="nav" aria-label="Main" aria-busy={loading}>
      <Toolbar />
      <List sx={{ px: 1 }}>
        {navigation.items.map((item) => {
          const selected = pathname === item.to || (item.to !== '/screeno' && pathname.startsWith(`${item.to}/`));
          const count = item.to === '/notifications' ? unread : 0;
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onClose}
                sx={{ borderRadius: 1, mb: 0.5 }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }} />
                {count > 0 && (
                  <>
                    <Badge badgeContent={count} max={99} color="error" sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
                    <VisuallyHidden>{` ${count} ${unreadText}`}</VisuallyHidden>
                  </>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {navigation.refer && (
        <Box sx={{ px: 2 }}>
          <Button component={RouterLink} to="/jobs" variant="contained" fullWidth onClick={onClose}>
            {referText}
          </Button>
        </Box>
      )}
    </Box>
  );
  const paper = { width: sidebarWidth, boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ width: { md: sidebarWidth }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { 'aria-label': 'Navigation' } }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
      >
        {content}
      </Drawer>
      <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paper }}>
        {content}
      </Drawer>
    </Box>
  );
}
