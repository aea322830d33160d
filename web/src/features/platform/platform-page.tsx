import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/toasts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import { useSession } from '../../api/use-session';
import { Pager, usePaging } from '../../components/pager';
import { StatusPage } from '../../components/status-page';
import { useActForCompany } from './api/act-for-company';
import { useApproveCompany } from './api/approve-company';
import { useFeedback } from './api/list-feedback';
import { useCompanies, type AdminCompany } from './api/list-companies';
import { useRejectCompany } from './api/reject-company';
import { actForCompanyText, actingForText, companyApprovedText, companyRejectedText, forbiddenText, platformText } from './texts';

// PlatformPage is /platform for a platform admin: companies (approve,
// reject, act for one) and the product feedback.
export function PlatformPage() {
  const session = useSession();
  const { can, ready } = usePermissions();
  const [tab, setTab] = useState<'companies' | 'feedback'>('companies');
  if (!ready) return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (!session || !can('platform.manage')) return <StatusPage code={403} message={forbiddenText} />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {platformText}
      </Typography>
      <Tabs value={tab} onChange={(_, value: 'companies' | 'feedback') => setTab(value)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="companies" label="Companies" />
        <Tab value="feedback" label="Feedback" />
      </Tabs>
      {tab === 'companies' ? <CompaniesTable adminEmail={session.email} /> : <FeedbackTable />}
    </Container>
  );
}

function CompaniesTable({ adminEmail }: { adminEmail: string }) {
  const paging = usePaging();
  const [actingFor, setActingFor] = useState<AdminCompany | null>(null);
  const companies = useCompanies(paging.page, paging.perPage);
  const approve = useApproveCompany();
  const reject = useRejectCompany();
  const { enqueueSnackbar } = useSnackbar();
  const rows = companies.data?.data?.companies ?? [];
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Companies">
          <TableHead>
            <TableRow>
              <TableCell>Company</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Users</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((company) => (
              <TableRow key={company.id} hover>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {company.slug}
                  </Typography>
                </TableCell>
                <TableCell>{company.signup_product}</TableCell>
                <TableCell align="right">{company.users}</TableCell>
                <TableCell>{company.created_at ? new Date(company.created_at).toLocaleDateString() : ''}</TableCell>
                <TableCell>
                  <Chip size="small" label={company.approved ? 'Approved' : 'Not approved'} color={company.approved ? 'success' : 'default'} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {company.approved ? (
                      <Button size="small" color="error" disabled={reject.isPending} onClick={() => reject.mutate(company.id ?? 0, { onSuccess: () => enqueueSnackbar(companyRejectedText, { variant: 'success' }), onError })}>
                        Reject
                      </Button>
                    ) : (
                      <Button size="small" disabled={approve.isPending} onClick={() => approve.mutate(company.id ?? 0, { onSuccess: () => enqueueSnackbar(companyApprovedText, { variant: 'success' }), onError })}>
                        Approve
                      </Button>
                    )}
                    <Button size="small" variant="outlined" onClick={() => setActingFor(company)}>
                      {actForCompanyText}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager count={companies.data?.meta.total ?? rows.length} {...paging} />
      <Dialog open={actingFor !== null} onClose={() => setActingFor(null)} fullWidth maxWidth="xs">
        {actingFor && <ActForm company={actingFor} adminEmail={adminEmail} onClose={() => setActingFor(null)} />}
      </Dialog>
    </Paper>
  );
}

function ActForm({ company, adminEmail, onClose }: { company: AdminCompany; adminEmail: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const act = useActForCompany();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
    act.mutateAsync({ email: adminEmail, password, companyId: company.id ?? 0 }).then(() => {
      queryClient.clear();
      enqueueSnackbar(actingForText(company.name ?? ''), { variant: 'success' });
      navigate('/dashboard', { replace: true });
    }, () => undefined);
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{actForCompanyText}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>Enter your password to sign in as {company.name}.</DialogContentText>
          {act.isError && <Alert severity="error">{act.error.message}</Alert>}
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={act.isPending || password === ''}>
          {act.isPending ? 'Please wait...' : 'Continue'}
        </Button>
      </DialogActions>
    </form>
  );
}

function FeedbackTable() {
  const paging = usePaging();
  const feedback = useFeedback(paging.page, paging.perPage);
  const rows = feedback.data?.data?.feedback ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Feedback">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Company</TableCell>
              <TableCell>User</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Score</TableCell>
              <TableCell>Description</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {feedback.isLoading ? 'Loading...' : 'No feedback yet'}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{entry.created_at ? new Date(entry.created_at).toLocaleDateString() : ''}</TableCell>
                <TableCell>{entry.company_name}</TableCell>
                <TableCell>{entry.user_email}</TableCell>
                <TableCell>{entry.product_name}</TableCell>
                <TableCell align="right">{entry.score}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager count={feedback.data?.meta.total ?? rows.length} {...paging} />
    </Paper>
  );
}
