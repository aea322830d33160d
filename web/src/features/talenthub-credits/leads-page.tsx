import { Alert, Button, Card, CardContent, Container, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { AdminGate, Forbidden } from './admin-gate';
import { useLeads, type Lead } from './api/get-leads';
import { leadsIntro, leadsTitle, noLeadsText, requestsText, retryText, somethingWrongText } from './texts';

// LeadsPage is /talenthub/admin/get-leads: companies that asked, with
// their newest requests and who asked.
export function LeadsPage() {
  return (
    <AdminGate>
      <Leads />
    </AdminGate>
  );
}

function Leads() {
  const leads = useLeads();
  if (leads.error && 'status' in leads.error && leads.error.status === 403) return <Forbidden />;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {leadsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {leadsIntro}
      </Typography>
      {leads.isPending ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" aria-label="Loading leads" />
      ) : leads.isError ? (
        <Alert severity="error" action={<Button onClick={() => void leads.refetch()}>{retryText}</Button>}>
          {leads.error.message || somethingWrongText}
        </Alert>
      ) : leads.data.length === 0 ? (
        <Typography>{noLeadsText}</Typography>
      ) : (
        <Stack spacing={2}>
          {leads.data.map((l) => (
            <LeadCard key={l.company_id} lead={l} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function LeadCard({ lead }: { lead: Lead }) {
  const headingId = `lead-${lead.company_id}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {lead.company_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {requestsText(lead.count)} · last {dayjs(lead.last_at).format('D MMM YYYY, HH:mm')}
        </Typography>
        <List dense disablePadding>
          {lead.requests.map((r, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={`${r.source}: ${r.detail}`}
                secondary={[r.email || 'Unknown person', dayjs(r.at).format('D MMM YYYY, HH:mm')].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
