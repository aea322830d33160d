import { Avatar, Box, Button, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { clearSession } from '../../../api/session';
import { contactEmail, contactUsText, feedbackTitleText, loggedOutText, manageCompanyText, platformText } from '../texts';
import { FeedbackDialog } from './feedback-dialog';

type Props = { name: string; email: string; manageCompany: boolean; platformAdmin: boolean; productName: string };

// ProfileMenu opens from the user's name in the top bar: Profile, Manage
// company (admin group), Platform (platform admin), Contact us (the mail
// program), Feedback (a dialog) and Logout. Logout clears the session and
// the cached profile; the route guard then shows the login of the current
// product line.
export function ProfileMenu({ name, email, manageCompany, platformAdmin, productName }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const close = () => setAnchor(null);

  function logout() {
    close();
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {email}
        </Typography>
        <Divider />
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          Profile
        </MenuItem>
        {manageCompany && (
          <MenuItem component={RouterLink} to="/company-settings/users" onClick={close}>
            {manageCompanyText}
          </MenuItem>
        )}
        {platformAdmin && (
          <MenuItem component={RouterLink} to="/platform" onClick={close}>
            {platformText}
          </MenuItem>
        )}
        <MenuItem component="a" href={`mailto:${contactEmail}`} onClick={close}>
          {contactUsText}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setFeedbackOpen(true);
          }}
        >
          {feedbackTitleText}
        </MenuItem>
        <Divider />
        <MenuItem onClick={logout}>Logout</MenuItem>
      </Menu>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} productName={productName} />
    </>
  );
}

function initial(text: string): string {
  return text.trim().charAt(0).toUpperCase() || '?';
}
