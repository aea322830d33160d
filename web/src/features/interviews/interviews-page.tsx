import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePickerJobs } from '../../api/queries/requisitions';
import { useRounds } from '../../api/queries/rounds';
import { usePermissions } from '../../api/queries/user-context';
import { useUsers } from '../../api/queries/users';
import { useVocabulary } from '../../api/queries/vocabulary';
import { Pager } from '../../components/pager';
import { useInterviews, type InterviewsQuery } from './api/interviews';
import { InterviewActions } from './components/interview-actions';
import { texts } from './texts';

const states = ['scheduled', 'completed', 'cancelled', 'no_show'];
const stateColours: Record<string, 'default' | 'primary' | 'success' | 'warning'> = { scheduled: 'primary', completed: 'success', cancelled: 'default', no_show: 'warning' };
const perPage = 20;

// num reads a positive id from the URL, or undefined.
function num(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

function FilterSelect({ label, value, onChange, options, disabled }: { label: string; value: string; onChange: (v: string) => void; options: Array<{ value: string; label: string }>; disabled?: boolean }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} sx={{ minWidth: 180 }}>
      <MenuItem value="">{texts.all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// InterviewsPage is /interviews: upcoming and past interviews of the jobs
// the viewer sees, filtered by job, round, panel member and state, at the
// viewer's time zone, with what they may do on each. The scope, filters
// and page live in the URL.
export function InterviewsPage() {
  const [params, setParams] = useSearchParams();
  const { can } = usePermissions();
  const scope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const job = num(params.get('job'));
  const round = num(params.get('round'));
  const member = num(params.get('panel'));
  const state = states.includes(params.get('state') ?? '') ? (params.get('state') as string) : '';
  const page = num(params.get('page')) ?? 1;
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const query: InterviewsQuery = {
    scope,
    requisition_id: job ? [job] : undefined,
    round_id: round ? [round] : undefined,
    panel_id: member ? [member] : undefined,
    state: state ? [state] : undefined,
    page,
    per_page: perPage,
  };
  const list = useInterviews(query);
  const jobs = usePickerJobs();
  const rounds = useRounds(job);
  // Who may sit on a panel is the server's word (vocabulary job_people).
  const panelRoles = useVocabulary().data?.job_people?.authorized_panel ?? [];
  const people = useUsers({ roles: panelRoles }, can('users.list') && panelRoles.length > 0);
  const rows = list.data?.data.interviews ?? [];
  const total = list.data?.meta.total ?? 0;
  const filtered = !!(job || round || member || state);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {texts.pageTitle}
      </Typography>
      <Tabs value={scope} onChange={(_, value: string) => set({ scope: value === 'past' ? 'past' : undefined })} sx={{ mb: 2 }} aria-label={texts.pageTitle}>
        <Tab value="upcoming" label={texts.upcoming} />
        <Tab value="past" label={texts.past} />
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} useFlexGap>
        <FilterSelect
          label={texts.job}
          value={job ? String(job) : ''}
          onChange={(v) => set({ job: v || undefined, round: undefined })}
          options={(jobs.data?.requisitions ?? []).map((r) => ({ value: String(r.id), label: r.title ?? '' }))}
        />
        <FilterSelect
          label={texts.round}
          value={round ? String(round) : ''}
          onChange={(v) => set({ round: v || undefined })}
          disabled={!job}
          options={job ? (rounds.data?.rounds ?? []).map((r) => ({ value: String(r.id), label: r.name ?? '' })) : []}
        />
        {can('users.list') ? (
          <FilterSelect
            label={texts.panelMember}
            value={member ? String(member) : ''}
            onChange={(v) => set({ panel: v || undefined })}
            options={(people.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name || u.email || '' }))}
          />
        ) : null}
        <FilterSelect label={texts.state} value={state} onChange={(v) => set({ state: v || undefined })} options={states.map((s) => ({ value: s, label: texts.states[s] }))} />
        {filtered ? <Button onClick={() => set({ job: undefined, round: undefined, panel: undefined, state: undefined })}>{texts.clearFilters}</Button> : null}
      </Stack>
      {list.data?.data.timezone ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {texts.timesIn(list.data.data.timezone)}
        </Typography>
      ) : null}
      {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        {list.isFetching ? <LinearProgress aria-label="Loading" /> : null}
        <Table aria-label={scope === 'past' ? texts.past : texts.upcoming}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.columns.when}</TableCell>
              <TableCell>{texts.columns.candidate}</TableCell>
              <TableCell>{texts.columns.job}</TableCell>
              <TableCell>{texts.columns.round}</TableCell>
              <TableCell>{texts.columns.panel}</TableCell>
              <TableCell>{texts.columns.state}</TableCell>
              <TableCell>{texts.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((iv) => (
              <TableRow key={iv.id} data-testid="interview-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <div>{iv.local?.date}</div>
                  <Typography variant="body2" color="text.secondary">
                    {iv.local?.start}–{iv.local?.end}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={iv.timeline_link ?? `/candidate-timeline/${iv.candidate_application_slug}`}>
                    {iv.candidate_name}
                  </Link>
                </TableCell>
                <TableCell>{iv.requisition_title}</TableCell>
                <TableCell>{iv.round_name}</TableCell>
                <TableCell>
                  {(iv.panel ?? []).map((p) => p.name || p.email).join(', ')}
                  {iv.shadow_panel?.length ? (
                    <Typography variant="body2" color="text.secondary">
                      {texts.shadowOf(iv.shadow_panel.map((p) => p.name || p.email).join(', '))}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={iv.state_label || texts.states[iv.state ?? '']} color={stateColours[iv.state ?? ''] ?? 'default'} />
                </TableCell>
                <TableCell>
                  <InterviewActions interview={iv} />
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !list.isPending && !list.error ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {scope === 'past' ? texts.noPast : texts.noUpcoming}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {total > perPage ? <Pager count={total} page={page} perPage={perPage} onPageChange={(p) => set({ page: p > 1 ? String(p) : undefined })} /> : null}
      </TableContainer>
    </Box>
  );
}
