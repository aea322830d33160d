import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import type { ApplicationView } from '../../api/queries/applications';
import { texts } from './texts';
import { useListLocation } from './use-list-location';

// ExportButton opens the CSV builder with the list's filter and view, for
// those who may export.
export function ExportButton({ view }: { view: ApplicationView }) {
  const { can } = usePermissions();
  const { token } = useListLocation();
  if (!can('exports.create')) return null;
  const params = new URLSearchParams();
  if (token) params.set('navigation_token', token);
  if (view === 'spreadsheet') params.set('view', 'spreadsheet');
  const query = params.toString();
  return (
    <Button component={RouterLink} to={`/csv-builder${query ? `?${query}` : ''}`} variant="outlined">
      {texts.export}
    </Button>
  );
}
