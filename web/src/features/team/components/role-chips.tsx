import { Chip, Stack } from '@mui/material';
import { useRoles } from '../use-roles';

// RoleChips names a person's roles as the server does.
export function RoleChips({ roles }: { roles: readonly string[] }) {
  const { label } = useRoles();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={label(role)} size="small" variant="outlined" color="primary" />
      ))}
    </Stack>
  );
}

export function StatusChip({ active }: { active: boolean }) {
  return <Chip label={active ? 'Active' : 'Deactivated'} size="small" color={active ? 'success' : 'default'} />;
}
