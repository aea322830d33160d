import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { HubJob } from '../api/get-jobs';
import { appliedText, quickApplyText, rangeText } from '../texts';

type Props = {
  job: HubJob;
  // onApply is absent for company users, who see no Quick Apply.
  onApply?: () => void;
  applying?: boolean;
};

// JobCard is one job of the board: title (to its page), company, type,
// place, experience, salary and the skills it asks for.
export function JobCard({ job, onApply, applying }: Props) {
  const path = `/talenthub/${encodeURIComponent(job.company_slug ?? '')}/jobs/${encodeURIComponent(job.slug ?? '')}`;
  const skills = (job.requirement_list ?? []).filter((r) => r.type === 'skill' && r.enabled);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`job-${job.company_slug}-${job.slug}`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`job-${job.company_slug}-${job.slug}`}>
          <Link component={RouterLink} to={path} underline="hover">
            {job.designation}
          </Link>
        </Typography>
        <Typography color="text.secondary">{job.talenthub_company}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {[job.job_type_display, job.location, rangeText(job.experience_range), job.salary_range_display].filter(Boolean).join(' · ')}
        </Typography>
        {skills.length > 0 && (
          <Box component="ul" aria-label="Skills" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, mt: 1, listStyle: 'none' }}>
            {skills.map((s) => (
              <li key={s.data?.slug}>
                <Chip size="small" label={s.data?.name} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      {onApply && (
        <CardActions>
          <Stack direction="row" sx={{ ml: 'auto' }}>
            <Button variant="contained" onClick={onApply} disabled={job.applied || applying} aria-label={`${quickApplyText}: ${job.designation}`}>
              {job.applied ? appliedText : quickApplyText}
            </Button>
          </Stack>
        </CardActions>
      )}
    </Card>
  );
}
