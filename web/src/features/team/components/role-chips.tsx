import { Chip, Stack } from '@mui/material';
import { labelOf } from '../roles';

export function RoleChips({ roles }: { roles: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={labelOf(role)} size="small" variant="outlined" color="primary" />
      ))}
    </Stack>
  );
}

export function StatusChip({ active }: { active: boolean }) {
  return <Chip label={active ? 'Active' : 'Deactivated'} size="small" color={active ? 'success' : 'default'} />;
}
