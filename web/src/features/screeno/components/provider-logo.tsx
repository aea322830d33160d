import { Avatar, Tooltip } from '@mui/material';
import { Icon } from './icons';

const providers: Record<string, { name: string; letter: string; colour: string }> = {
  greenhouse: { name: 'Greenhouse', letter: 'G', colour: '#24a47f' },
  lever: { name: 'Lever', letter: 'L', colour: '#3d4f5c' },
  hirekit_ats: { name: 'Hirekit ATS', letter: 'H', colour: '#1976d2' },
};

// ProviderLogo marks where a job's candidates came from: an ATS, or an
// upload.
export function ProviderLogo({ provider }: { provider: string | null | undefined }) {
  const p = provider ? providers[provider] : undefined;
  return (
    <Tooltip title={p ? p.name : 'Uploaded'}>
      <Avatar role="img" sx={{ width: 24, height: 24, fontSize: 13, bgcolor: p ? p.colour : 'grey.400' }} aria-label={p ? p.name : 'Uploaded'}>
        {p ? p.letter : <Icon name="file" sx={{ fontSize: 16 }} />}
      </Avatar>
    </Tooltip>
  );
}
