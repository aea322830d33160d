import { Alert, Box, Button, Chip, Container, Divider, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { useJob } from './api/get-job';
import { useViewer } from './session-kind';
import {
  appliedText,
  applyNoteText,
  applyText,
  closedText,
  descriptionText,
  detailsText,
  metText,
  proficiencyLabels,
  rangeText,
  requirementsText,
  unmetText,
  viewOnCareersText,
} from './texts';
import { useApply } from './use-apply';

// JobPage is /talenthub/{companySlug}/jobs/{jobSlug}: header, basic
// details, requirements (met or not, for a signed-in candidate),
// description and the note on what applying needs. Apply is disabled when
// the job is closed or already applied to; company users see no Apply. A
// failed load is silent (spec 8).
export function JobPage() {
  const { companySlug = '', jobSlug = '' } = useParams();
  const viewer = useViewer();
  const job = useJob(companySlug, jobSlug);
  const { apply, pending } = useApply();
  if (job.isPending) return <LoadingBar />;
  const j = job.data?.job;
  if (!j) return null;
  const closed = j.status === 'closed';
  const blockers = job.data?.blockers ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {j.designation}
          </Typography>
          <Typography color="text.secondary">{j.talenthub_company}</Typography>
          {closed && <Chip label={closedText} sx={{ mt: 1 }} />}
        </Box>
        {viewer !== 'company' && (
          <Button
            variant="contained"
            size="large"
            disabled={closed || j.applied || pending !== undefined}
            onClick={() => apply(companySlug, jobSlug)}
          >
            {j.applied ? appliedText : applyText}
          </Button>
        )}
      </Stack>
      <Alert severity="info" sx={{ mt: 2 }}>
        {applyNoteText}
      </Alert>
      {viewer === 'candidate' && !closed && !j.applied && blockers.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {detailsText}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          Type
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {j.job_type_display}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Location
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {j.location || '—'}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Experience
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {rangeText(j.experience_range)}
        </Typography>
        {j.salary_range_display && (
          <>
            <Typography component="dt" color="text.secondary">
              Salary
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {j.salary_range_display}
            </Typography>
          </>
        )}
      </Box>
      {j.external_link && (
        <Link href={j.external_link} sx={{ display: 'inline-block', mt: 1 }}>
          {viewOnCareersText}
        </Link>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {requirementsText}
      </Typography>
      <List dense>
        {(j.requirement_list ?? [])
          .filter((r) => r.enabled)
          .map((r) => {
            const label = r.type === 'skill' ? `${r.data?.name} · ${proficiencyLabels[r.data?.proficiency ?? 0]}` : `Experience: ${r.data?.text}`;
            return (
              <ListItem key={r.type + (r.data?.slug ?? '')} disableGutters>
                {r.met !== undefined && r.met !== null && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ mr: 1, fontWeight: 700, color: r.met ? 'success.main' : 'error.main', width: 16, textAlign: 'center' }}
                  >
                    {r.met ? '✓' : '✗'}
                  </Box>
                )}
                <ListItemText primary={label} secondary={r.met === undefined || r.met === null ? undefined : r.met ? metText : unmetText} />
              </ListItem>
            );
          })}
      </List>
      {j.job_description && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {descriptionText}
          </Typography>
          {/* The requisition's rich text, sanitised by the server when saved (as on the careers page). */}
          <Box sx={{ '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: j.job_description }} />
        </>
      )}
    </Container>
  );
}
