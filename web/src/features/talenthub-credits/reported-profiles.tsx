import { Alert, Button, Card, CardContent, Chip, FormControlLabel, Link, Pagination, Skeleton, Stack, Switch, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useDismissReports, useReportedProfiles, type ReportedProfile } from './api/reported-profiles';
import type { UnlistTarget } from './unlist-dialog';
import {
  dismissedToast,
  dismissText,
  noReportsAllText,
  noReportsText,
  reportCountText,
  reportedBetweenText,
  reportReasonText,
  reportsIntro,
  reportsTitle,
  reportStateText,
  retryText,
  showAllReportsLabel,
  somethingWrongText,
  unlistedByAdminText,
  unlistText,
} from './texts';

const perPage = 20;

// ReportedProfiles is the operations page's first section: the profiles
// visitors reported ("Report this profile" on the public page), grouped
// per profile, open ones first. Unlist opens the page's unlist dialog
// (the server closes the open reports with it); Dismiss closes them.
export function ReportedProfiles({ onUnlist }: { onUnlist: (target: UnlistTarget) => void }) {
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const list = useReportedProfiles(all ? 'all' : 'open', page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / perPage));
  return (
    <section aria-labelledby="reported-title">
      <Typography id="reported-title" variant="h5" component="h2" gutterBottom>
        {reportsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {reportsIntro}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={all}
            onChange={(e) => {
              setAll(e.target.checked);
              setPage(1);
            }}
          />
        }
        label={showAllReportsLabel}
        sx={{ mb: 1 }}
      />
      {list.isPending ? (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label="Loading reported profiles" />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{retryText}</Button>}>
          {list.error.message || somethingWrongText}
        </Alert>
      ) : list.data.profiles.length === 0 ? (
        <Typography>{all ? noReportsAllText : noReportsText}</Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.profiles.map((p) => (
            <li key={p.candidate_id}>
              <ReportedCard profile={p} onUnlist={() => onUnlist({ id: p.candidate_id, name: p.name, username: p.username })} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Pages of reported profiles" />}
    </section>
  );
}

function ReportedCard({ profile: p, onUnlist }: { profile: ReportedProfile; onUnlist: () => void }) {
  const dismiss = useDismissReports();
  const { enqueueSnackbar } = useSnackbar();
  const who = p.name || p.username;
  const headingId = `reported-${p.candidate_id}`;
  const day = (at: string) => dayjs(at).format('D MMM YYYY');
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <div>
            <Typography id={headingId} variant="h6" component="h3">
              {p.listed && !p.hidden ? (
                <Link href={`/talenthub/${p.username}`} underline="hover">
                  {who}
                </Link>
              ) : (
                who
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              @{p.username} · {reportCountText(p.report_count, p.open_count)} · {reportedBetweenText(day(p.first_reported_at), day(p.last_reported_at))}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Chip size="small" color={p.state === 'open' ? 'warning' : 'default'} label={reportStateText[p.state] ?? p.state} />
            {p.hidden && <Chip size="small" color="error" label={unlistedByAdminText} />}
          </Stack>
        </Stack>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, my: 1.5 }}>
          {p.reports.map((r, i) => (
            <li key={i}>
              <Typography variant="body2">
                <strong>{reportReasonText[r.reason] ?? r.reason}</strong>
                {r.details && <>: {r.details}</>}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {day(r.reported_at)} · {reportStateText[r.state] ?? r.state}
              </Typography>
            </li>
          ))}
        </Stack>
        {p.open_count > 0 && (
          <Stack direction="row" spacing={1}>
            {!p.hidden && (
              <Button size="small" color="error" variant="outlined" onClick={onUnlist} aria-label={`${unlistText} ${who}`}>
                {unlistText}
              </Button>
            )}
            <Button
              size="small"
              disabled={dismiss.isPending}
              aria-label={`${dismissText} the reports of ${who}`}
              onClick={() =>
                dismiss.mutate(p.username, {
                  onSuccess: () => enqueueSnackbar(dismissedToast, { variant: 'success' }),
                  onError: (err) => enqueueSnackbar(err.message || somethingWrongText, { variant: 'error' }),
                })
              }
            >
              {dismissText}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
