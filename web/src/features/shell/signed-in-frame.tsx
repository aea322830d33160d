import { AppBar, Box, IconButton, SvgIcon, Toolbar, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { productLineOf } from '../../lib/product-line';
import { usePermissions } from '../../api/queries/user-context';
import { ProfileMenu } from './components/profile-menu';
import { Sidebar } from './components/sidebar';
import { TopBarSearch } from './components/top-bar-search';
import { VerificationBanner } from './components/verification-banner';
import { navigationFor } from './navigation';
import { productName } from './texts';
import { useSignedInUser } from './use-signed-in-user';

// SignedInFrame is the shell around signed-in pages: a top bar with the
// product name and the profile menu, the sidebar of the user's group and
// the email verification banner. topBar holds what the app adds to the
// ATS top bar (the assistant's button), since features never import each
// other.
export function SignedInFrame({ children, topBar }: { children: ReactNode; topBar?: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useSignedInUser();
  const { can, query } = usePermissions();
  const context = query.data;
  const { refetch } = query;
  // Every navigation reads the user's context again: a user deactivated or
  // signed out elsewhere meets the 401 (and the login) on their next page,
  // and the unread count stays current. The frame stays mounted between
  // pages, so this follows the path rather than the mount.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Until the server has said who this is, the sidebar offers Home only.
  const group = context?.user?.role_group ?? 'none';
  const smartSearchOnly = context?.feature_details?.ats?.smart_search_only ?? false;
  const navigation = navigationFor({ pathname, group, smartSearchOnly });
  const product = productName[productLineOf(pathname)];

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)} sx={{ mr: 1, display: { md: 'none' } }}>
            <SvgIcon>
              <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
            </SvgIcon>
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {product}
          </Typography>
          {productLineOf(pathname) === 'ats' && can('search.use') && <TopBarSearch />}
          {productLineOf(pathname) === 'ats' && topBar}
          <ProfileMenu
            name={user.name}
            email={user.email}
            manageCompany={navigation.manageCompany}
            platformAdmin={can('platform.manage')}
            productName={product}
          />
        </Toolbar>
      </AppBar>
      <Sidebar
        navigation={navigation}
        loading={query.isPending}
        mobileOpen={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        unread={context?.unread_count ?? 0}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {!user.emailVerified && <VerificationBanner email={user.email} />}
        <Box component="main" sx={{ flexGrow: 1 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
