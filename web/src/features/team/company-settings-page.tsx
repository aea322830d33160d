import { Box, Button, CircularProgress, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePermissions, type Permission } from '../../api/queries/user-context';
import { useUsers } from '../../api/queries/users';
import { useSession } from '../../api/use-session';
import { StatusPage } from '../../components/status-page';
import { DesignationsSection } from './components/designations-section';
import { FeaturesSection } from './components/features-section';
import { InviteAgencyDialog } from './components/invite-agency-dialog';
import { InviteUserDialog } from './components/invite-user-dialog';
import { InvitesTable } from './components/invites-table';
import { UsersTable } from './components/users-table';
import { forbiddenText, inviteAgencyText, inviteUserText, manageCompanyText } from './texts';

type Section = 'users' | 'agencies' | 'designations' | 'features';

const sectionLabel: Record<Section, string> = { users: 'Users', agencies: 'Agencies', designations: 'Designations', features: 'Features' };

// ExtraSection is a section of another feature shown here to those holding
// its permission (the app passes them in: features do not import each
// other).
export type ExtraSection = { value: string; label: string; permission: Permission; render: () => ReactNode };

// CompanySettingsPage is /company-settings/{section}: users and agencies
// with their invites, designations, features and the extra sections, each
// for those the server lets manage it.
export function CompanySettingsPage({ extraSections = [] }: { extraSections?: ExtraSection[] }) {
  const { section } = useParams();
  const navigate = useNavigate();
  const { can, ready } = usePermissions();
  const extra = extraSections.filter((s) => can(s.permission));
  const sections: string[] = [
    ...(can('invites.manage') ? (['users', 'agencies'] as const) : []),
    ...(can('designations.manage') ? (['designations'] as const) : []),
    ...(can('features.manage') ? (['features'] as const) : []),
    ...extra.map((s) => s.value),
  ];

  if (!ready) return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (!can('invites.manage')) return <StatusPage code={403} message={forbiddenText} />;
  if (!section || !sections.includes(section)) return <Navigate to="/company-settings/users" replace />;
  const current = section;
  const label = (value: string) => sectionLabel[value as Section] ?? extra.find((s) => s.value === value)?.label ?? value;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {manageCompanyText}
      </Typography>
      <Tabs value={current} onChange={(_, value: string) => navigate(`/company-settings/${value}`)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} variant="scrollable">
        {sections.map((value) => (
          <Tab key={value} value={value} label={label(value)} />
        ))}
      </Tabs>
      {current === 'users' && <PeopleSection kind="user" />}
      {current === 'agencies' && <PeopleSection kind="agency" />}
      {current === 'designations' && <DesignationsSection />}
      {current === 'features' && <FeaturesSection />}
      {extra.find((s) => s.value === current)?.render()}
    </Container>
  );
}

function PeopleSection({ kind }: { kind: 'user' | 'agency' }) {
  const [inviting, setInviting] = useState(false);
  const session = useSession();
  const { can } = usePermissions();
  const users = useUsers({ include_inactive: true });
  const all = users.data?.users ?? [];
  const agencies = kind === 'agency';
  const rows = all.filter((user) => Boolean(user.agency_id) === agencies);

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
        admin={can('users.grant_roles') || can('users.set_active')}
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
        <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      )}
    </Stack>
  );
}
