import { AppBar, Badge, Box, Button, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { clearSession, hubRole } from '../../api/session';
import { useSession } from '../../api/use-session';
import { useTotalCredits } from './api/get-total-credits';
import { usePlatformAdmin } from './use-platform-admin';
import { badgeText } from './badge-text';
import { navCredits, navDashboard, navJobs, navLeads, navOperations, navPendingCredits, navProfile, navReferrals, navSkills, signOutText } from './texts';


const adminLinks = [
  { to: '/talenthub/admin/pending-credits', label: navPendingCredits },
  { to: '/talenthub/admin/talenthub-operations', label: navOperations },
  { to: '/talenthub/admin/get-leads', label: navLeads },
  { to: '/talenthub/admin/skills', label: navSkills },
];

// HubShell is the top bar of talenthub's candidate pages: Jobs, Dashboard,
// Profile, Credits with the granted total (999+ above 999), Referrals and
// sign out. A platform admin gets talenthub's admin pages instead.
export function HubShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const candidate = !!session?.roles.includes(hubRole);
  const { admin } = usePlatformAdmin(session);
  const total = useTotalCredits(candidate);
  const navigate = useNavigate();
  const links = [
    { to: '/talenthub/jobs', label: navJobs },
    { to: '/talenthub/dashboard', label: navDashboard },
    { to: '/talenthub/candidate/profile', label: navProfile },
    { to: '/talenthub/referrals', label: navReferrals },
  ];

  function signOut() {
    clearSession('logout');
    navigate(candidate ? '/talenthub/login' : '/login', { replace: true });
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar component="nav" aria-label="Talenthub" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }} color="primary">
            talenthub
          </Typography>
          {candidate &&
            links.map((l) => (
              <Button key={l.to} component={NavLink} to={l.to}>
                {l.label}
              </Button>
            ))}
          {admin &&
            adminLinks.map((l) => (
              <Button key={l.to} component={NavLink} to={l.to}>
                {l.label}
              </Button>
            ))}
          {candidate && (
            <Button component={NavLink} to="/talenthub/credits" sx={{ mr: 2 }}>
              <Badge
                color="secondary"
                max={Number.MAX_SAFE_INTEGER}
                badgeContent={badgeText(total.data ?? 0)}
                invisible={total.data === undefined}
                slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'hub-credit-badge' } as object }}
                sx={{ '& .MuiBadge-badge': { right: -12 } }}
              >
                <span aria-label={total.data === undefined ? navCredits : `${navCredits}: ${badgeText(total.data)}`}>{navCredits}</span>
              </Badge>
            </Button>
          )}
          {session && <Button onClick={signOut}>{signOutText}</Button>}
        </Toolbar>
      </AppBar>
      {children}
    </Box>
  );
}
