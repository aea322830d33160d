import { Avatar, Box, Button, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { clearSession } from '../../../api/session';
import { loggedOutText } from '../texts';

type Props = { name: string; email: string };

// ProfileMenu opens from the user's name in the top bar. Logout clears the
// session and the cached profile; the route guard then shows the login of
// the current product line.
export function ProfileMenu({ name, email }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  function logout() {
    setAnchor(null);
    clearSession('logout');
    queryClient.clear();
    enqueueSnackbar(loggedOutText, { variant: 'success' });
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.main' }}>{initial(name || email)}</Avatar>}
        sx={{ minWidth: 0 }}
      >
        <Box component="span" sx={{ maxWidth: { xs: 160, sm: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {email}
        </Typography>
        <Divider />
        <MenuItem onClick={logout}>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}

function initial(text: string): string {
  return text.trim().charAt(0).toUpperCase() || '?';
}
