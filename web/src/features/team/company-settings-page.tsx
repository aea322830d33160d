import { Box, Button, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/use-session';
import { StatusPage } from '../../components/status-page';
import { useFeatures } from './api/get-features';
import { useUsers } from './api/list-users';
import { isAdmin, isTaOrAdmin } from './access';
import { DesignationsSection } from './components/designations-section';
import { FeaturesSection } from './components/features-section';
import { InviteAgencyDialog } from './components/invite-agency-dialog';
import { InviteUserDialog } from './components/invite-user-dialog';
import { InvitesTable } from './components/invites-table';
import { UsersTable } from './components/users-table';
import { forbiddenText, inviteAgencyText, inviteUserText, manageCompanyText } from './texts';

type Section = 'users' | 'agencies' | 'designations' | 'features';

const sectionLabel: Record<Section, string> = { users: 'Users', agencies: 'Agencies', designations: 'Designations', features: 'Features' };

// CompanySettingsPage is /company-settings/{section}: users and agencies
// (admin and TA) with their invites, designations and features (admin).
export function CompanySettingsPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const roles = useSession()?.roles ?? [];
  const admin = isAdmin(roles);
  const sections: Section[] = admin ? ['users', 'agencies', 'designations', 'features'] : ['users', 'agencies'];

  if (!isTaOrAdmin(roles)) return <StatusPage code={403} message={forbiddenText} />;
  if (!section || !sections.includes(section as Section)) return <Navigate to="/company-settings/users" replace />;
  const current = section as Section;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {manageCompanyText}
      </Typography>
      <Tabs value={current} onChange={(_, value: Section) => navigate(`/company-settings/${value}`)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
        {sections.map((value) => (
          <Tab key={value} value={value} label={sectionLabel[value]} />
        ))}
      </Tabs>
      {current === 'users' && <PeopleSection kind="user" admin={admin} />}
      {current === 'agencies' && <PeopleSection kind="agency" admin={admin} />}
      {current === 'designations' && <DesignationsSection />}
      {current === 'features' && <FeaturesSection />}
    </Container>
  );
}

function PeopleSection({ kind, admin }: { kind: 'user' | 'agency'; admin: boolean }) {
  const [inviting, setInviting] = useState(false);
  const session = useSession();
  const users = useUsers();
  const referralOn = useFeatures().data?.feature_details?.ats?.referral ?? true;
  const all = users.data?.users ?? [];
  const agencies = kind === 'agency';
  const rows = all.filter((user) => (user.roles ?? []).includes('agency') === agencies);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {agencies ? 'Agencies' : 'Users'}
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          {agencies ? inviteAgencyText : inviteUserText}
        </Button>
      </Box>
      <UsersTable
        users={rows}
        admin={admin}
        referralOn={referralOn}
        selfId={session?.userId ?? 0}
        agencies={agencies}
        emptyText={users.isLoading ? 'Loading...' : agencies ? 'No agencies yet' : 'No users yet'}
      />
      <Typography variant="h6" component="h2">
        Pending invites
      </Typography>
      <InvitesTable kind={kind} />
      {agencies ? (
        <InviteAgencyDialog open={inviting} onClose={() => setInviting(false)} />
      ) : (
        <InviteUserDialog open={inviting} onClose={() => setInviting(false)} referralOn={referralOn} />
      )}
    </Stack>
  );
}
