import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { productLineOf } from '../../lib/product-line';
import { ProfileMenu } from './components/profile-menu';
import { VerificationBanner } from './components/verification-banner';
import { productName } from './texts';
import { useSignedInUser } from './use-signed-in-user';

// SignedInFrame is the minimal shell around signed-in pages: a top bar with
// the product name and the profile menu, and the email verification banner.
export function SignedInFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useSignedInUser();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {productName[productLineOf(pathname)]}
          </Typography>
          <ProfileMenu name={user.name} email={user.email} />
        </Toolbar>
      </AppBar>
      {!user.emailVerified && <VerificationBanner email={user.email} />}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
