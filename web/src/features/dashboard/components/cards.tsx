import { relativeTime } from '../../../lib/relative-time';
import { Box, Button, Card, CardContent, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { encodeFilter } from '../../../api/navigation-token';
import type { Dashboard, DashboardJob, DashboardWaiting } from '../api/dashboard';
import { texts } from '../texts';

// CardId names a card of Home; the arranged Home keeps their order.
export type CardId = 'start' | 'waiting' | 'jobs' | 'interviews' | 'activity';
export const cardIds: CardId[] = ['start', 'waiting', 'jobs', 'interviews', 'activity'];
export const cardTitles: Record<CardId, string> = {
  start: texts.startTitle,
  waiting: texts.waitingTitle,
  jobs: texts.jobsTitle,
  interviews: texts.interviewsTitle,
  activity: texts.activityTitle,
};

// showsStart: the getting-started list shows while a step the user may
// take is still to do.
export function showsStart(data: Dashboard) {
  return data.getting_started.some((step) => !step.done);
}

// waitingLink is where a count leads: the candidate list filtered by the
// state, the jobs pending approval, one's past interviews.
export function waitingLink(item: DashboardWaiting, userId: number) {
  switch (item.key) {
    case 'ta_screen':
    case 'hm_screen':
      return `/candidates?navigation_token=${encodeFilter({ statuses: [item.key] })}`;
    case 'approvals':
      return '/jobs?state=pending_approval';
    default:
      return userId > 0 ? `/interviews?scope=past&panel=${userId}` : '/interviews?scope=past';
  }
}

// DashboardCard is the frame of every card: a titled section.
// Its id is a layout card's or, for the employee's Home, 'referrals'.
export function DashboardCard({ id, title, actions, children }: { id: CardId | 'referrals'; title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = `dashboard-card-${id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function WaitingCard({ data, userId, actions }: { data: Dashboard; userId: number; actions?: ReactNode }) {
  const nothing = data.waiting.every((w) => w.count === 0);
  return (
    <DashboardCard id="waiting" title={texts.waitingTitle} actions={actions}>
      {data.waiting.length === 0 || nothing ? <Typography color="text.secondary">{texts.waitingNothing}</Typography> : null}
      {data.waiting.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {data.waiting.map((item) => (
            <Button
              key={item.key}
              component={RouterLink}
              to={waitingLink(item, userId)}
              variant="outlined"
              sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', minWidth: 160 }}
            >
              <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
                {item.count}
              </Typography>
              <Typography component="span" variant="body2">
                {texts.waiting[item.key] ?? item.key}
              </Typography>
            </Button>
          ))}
        </Stack>
      )}
      {data.scorecards_due.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {texts.scorecardsDueTitle}
          </Typography>
          <List dense disablePadding>
            {data.scorecards_due.map((card) => (
              <ListItem key={card.interview_id} disableGutters>
                <Link component={RouterLink} to={card.scorecard_link} underline="hover">
                  {texts.submitScorecard(card.candidate_name, card.round_name)}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {card.requisition_title}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </DashboardCard>
  );
}

// PipelineBar shows a job's candidates by phase: one segment a phase,
// as wide as its share, described in words for screen readers.
export function PipelineBar({ job }: { job: DashboardJob }) {
  const parts = job.phases.filter((p) => p.count > 0);
  const label = `${texts.pipelineOf(job.title)}: ${job.phases.map((p) => `${texts.phases[p.phase] ?? p.phase} ${p.count}`).join(', ')}`;
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', mt: 0.5 }}>
      {parts.map((p) => (
        <Box key={p.phase} title={`${texts.phases[p.phase] ?? p.phase}: ${p.count}`} sx={{ flexGrow: p.count, flexBasis: 0, bgcolor: p.colour, borderRight: '1px solid white' }} />
      ))}
    </Box>
  );
}

// PhaseLegend names the bar's colours once for the whole card.
function PhaseLegend({ job }: { job: DashboardJob }) {
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {job.phases.map((p) => (
        <Stack key={p.phase} component="li" direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: p.colour }} />
          <Typography component="span" variant="caption">
            {texts.phases[p.phase] ?? p.phase}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function JobsCard({ data, actions }: { data: Dashboard; actions?: ReactNode }) {
  return (
    <DashboardCard id="jobs" title={texts.jobsTitle} actions={actions}>
      {data.open_jobs.length === 0 ? (
        <Typography color="text.secondary">{texts.noJobs}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {texts.jobsCount(data.open_jobs.length, data.open_jobs_total)}
          </Typography>
          <PhaseLegend job={data.open_jobs[0]} />
          <List disablePadding>
            {data.open_jobs.map((job) => (
              <ListItem key={job.id} disableGutters sx={{ display: 'block' }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/jobs/${job.id}`} underline="hover" sx={{ fontWeight: 500 }}>
                    {job.title}
                  </Link>
                  <Chip size="small" label={texts.jobState[job.state] ?? job.state} />
                  <Typography component="span" variant="body2" color="text.secondary">
                    {texts.candidates(job.total)}
                  </Typography>
                </Stack>
                <PipelineBar job={job} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Link component={RouterLink} to="/jobs" underline="hover" variant="body2">
        {texts.allJobs}
      </Link>
    </DashboardCard>
  );
}

export function InterviewsCard({ data, actions }: { data: Dashboard; actions?: ReactNode }) {
  return (
    <DashboardCard id="interviews" title={texts.interviewsTitle} actions={actions}>
      {data.upcoming_interviews.length === 0 ? (
        <Typography color="text.secondary">{texts.noInterviews}</Typography>
      ) : (
        <List dense disablePadding>
          {data.upcoming_interviews.map((iv) => (
            <ListItem key={iv.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={iv.timeline_link} underline="hover">
                    {iv.candidate_name}
                  </Link>
                }
                secondary={`${iv.label} · ${iv.requisition_title} · ${iv.round_name}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to="/interviews" underline="hover" variant="body2">
        {texts.allInterviews}
      </Link>
    </DashboardCard>
  );
}

// ActivityCard lists the latest candidates added or moved on the jobs the
// user sees.
export function ActivityCard({ data, actions }: { data: Dashboard; actions?: ReactNode }) {
  return (
    <DashboardCard id="activity" title={texts.activityTitle} actions={actions}>
      {data.recent_activity.length === 0 ? (
        <Typography color="text.secondary">{texts.noActivity}</Typography>
      ) : (
        <List dense disablePadding>
          {data.recent_activity.map((a, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={
                  <>
                    <Link component={RouterLink} to={a.timeline_link} underline="always">
                      {a.candidate_name}
                    </Link>{' '}
                    {a.from ? texts.activityMoved(a.from, a.to) : texts.activityAdded(a.to)}
                  </>
                }
                secondary={texts.activityWhere(a.job_title, a.by, relativeTime(a.at))}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

export function GettingStartedCard({ data, actions }: { data: Dashboard; actions?: ReactNode }) {
  return (
    <DashboardCard id="start" title={texts.startTitle} actions={actions}>
      <Typography color="text.secondary">{texts.startIntro}</Typography>
      <List disablePadding>
        {data.getting_started.map((step) => (
          <ListItem key={step.key} disableGutters>
            {step.done ? (
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <Typography sx={{ textDecoration: 'line-through' }} color="text.secondary">
                  {texts.steps[step.key]}
                </Typography>
                <Chip size="small" color="success" label={texts.stepDone} />
              </Stack>
            ) : (
              <Button component={RouterLink} to={texts.stepLinks[step.key]} variant="contained" size="small">
                {texts.steps[step.key]}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}

// renderCard draws one card by id, with the arranged Home's controls.
export function renderCard(id: CardId, data: Dashboard, userId: number, actions?: ReactNode) {
  switch (id) {
    case 'start':
      return <GettingStartedCard data={data} actions={actions} />;
    case 'waiting':
      return <WaitingCard data={data} userId={userId} actions={actions} />;
    case 'jobs':
      return <JobsCard data={data} actions={actions} />;
    case 'interviews':
      return <InterviewsCard data={data} actions={actions} />;
    case 'activity':
      return <ActivityCard data={data} actions={actions} />;
  }
}
