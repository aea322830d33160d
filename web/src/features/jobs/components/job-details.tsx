import { Box, Chip, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Requisition } from '../../../api/queries/requisitions';
import { useUsers } from '../../../api/queries/users';
import { agenciesOf, everyoneOf, namesOf } from '../people';
import { fieldTypeLabels, jobTypeLabels, noQuestionsText } from '../texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box>{children || '-'}</Box>
    </Box>
  );
}

const shown = (n: number, money: boolean) => (money ? n.toLocaleString() : String(n));

// range writes 'a-b yrs' (marketplace spec) or a salary range.
export function range(min?: number | null, max?: number | null, unit = '', money = false): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (!hasMin && !hasMax) return '';
  return `${shown(hasMin ? min : 0, money)}${hasMax ? `-${shown(max, money)}` : '+'}${unit}`;
}

// PeopleOnJob names the job's hiring manager, recruiters, panel and agencies.
export function PeopleOnJob({ job }: { job: Requisition }) {
  const users = useUsers().data?.users ?? [];
  const everyone = everyoneOf(users);
  const chips = (names: string[]) =>
    names.length ? (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {names.map((n) => (
          <Chip key={n} size="small" label={n} />
        ))}
      </Box>
    ) : null;
  return (
    <>
      <Row label="Hiring manager">{job.hiring_manager_id ? namesOf([job.hiring_manager_id], everyone)[0] : null}</Row>
      <Row label="Recruiters">{chips(namesOf(job.recruiter_ids, everyone))}</Row>
      <Row label="Interview panel">{chips(namesOf(job.authorized_panel_ids, everyone))}</Row>
      <Row label="Agencies">{chips(namesOf(job.agency_ids, agenciesOf(users)))}</Row>
    </>
  );
}

// JobDetails shows every field of a job, its locations and its questions.
export function JobDetails({ job, showPeople }: { job: Requisition; showPeople: boolean }) {
  const questions = job.screening_questions ?? [];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Details
        </Typography>
        <Row label="Job title">{job.title}</Row>
        <Row label="Designation">{job.designation}</Row>
        <Row label="Department">{job.department}</Row>
        <Row label="Job type">{jobTypeLabels[job.job_type ?? ''] ?? job.job_type_display}</Row>
        <Row label="Openings">{job.openings}</Row>
        <Row label="Remote job">{job.remote ? 'Yes' : 'No'}</Row>
        <Row label="Locations">
          {(job.locations ?? []).map((l) => [l.city, l.country].filter(Boolean).join(', ') + (l.remote ? ' (remote)' : '')).join('; ')}
        </Row>
        <Row label="Experience">{range(job.min_experience, job.max_experience, ' yrs')}</Row>
        <Row label="Salary">{range(job.min_salary, job.max_salary, ` ${job.salary_currency ?? ''}`, true)}</Row>
        <Row label="Ask salary details on the careers form">{job.ask_salary ? 'Yes' : 'No'}</Row>
        {job.rejected_reason && <Row label="Rejected because">{job.rejected_reason}</Row>}
        {showPeople && <PeopleOnJob job={job} />}
      </Paper>
      {job.description && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Description
          </Typography>
          {/* The server sanitises the description (bluemonday UGC policy). */}
          <Box sx={{ '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: job.description }} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Screening questions
        </Typography>
        {questions.length === 0 ? (
          <Typography color="text.secondary">{noQuestionsText}</Typography>
        ) : (
          <List disablePadding>
            {questions.map((q, i) => (
              <ListItem key={q.id ?? i} disableGutters divider={i < questions.length - 1}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/questions/${q.id}`} underline="hover">
                      {q.title}
                    </Link>
                  }
                  secondary={[
                    fieldTypeLabels[q.field_type ?? ''],
                    q.required ? 'Required' : 'Optional',
                    q.referral_question ? 'Asked on referrals' : '',
                    (q.meta_data?.options ?? []).join(' / '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
