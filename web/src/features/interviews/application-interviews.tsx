import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogContent, DialogTitle, Divider, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { usePermissions } from '../../api/queries/user-context';
import type { CandidateApplication } from '../../api/queries/applications';
import { useSnackbar } from '../../components/toasts';
import { useApplicationInterviews, useApplicationScorecards, useRevokeLink, useSelfScheduleLinks, type Interview, type RoundScorecards, type SelfScheduleLink } from './api/interviews';
import { InterviewActions } from './components/interview-actions';
import { ScheduleInterviewForm } from './schedule-interview-form';
import { SendSelfScheduleLinkForm } from './send-self-schedule-link-form';
import { texts } from './texts';
import { formatInstant } from './time';

const stateColours: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  scheduled: 'primary',
  completed: 'success',
  cancelled: 'default',
  no_show: 'warning',
  sent: 'primary',
  booked: 'success',
  expired: 'default',
  revoked: 'default',
};

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function Quiet({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}

function Loading() {
  return (
    <Box sx={{ py: 2 }}>
      <CircularProgress size={24} aria-label="Loading" />
    </Box>
  );
}

const names = (people?: Array<{ name?: string; email?: string }> | null) => (people ?? []).map((p) => p.name || p.email).join(', ');

function InterviewRow({ interview }: { interview: Interview }) {
  return (
    <ListItem divider alignItems="flex-start" data-testid="timeline-interview" sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {interview.round_name}
            </Typography>
            <Chip size="small" label={interview.state_label || texts.states[interview.state ?? ''] || interview.state} color={stateColours[interview.state ?? ''] ?? 'default'} />
          </Stack>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block' }}>
              {interview.local?.label}
            </Typography>
            <span style={{ display: 'block' }}>{texts.panelOf(names(interview.panel))}</span>
            {interview.shadow_panel?.length ? <span style={{ display: 'block' }}>{texts.shadowOf(names(interview.shadow_panel))}</span> : null}
            {interview.location ? <span style={{ display: 'block' }}>{interview.location}</span> : null}
            {interview.video_link ? (
              <Link href={interview.video_link} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                {interview.video_link}
              </Link>
            ) : null}
            {interview.reason ? <span style={{ display: 'block' }}>{texts.reasonOf(interview.reason)}</span> : null}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
      <InterviewActions interview={interview} />
    </ListItem>
  );
}

function RoundSummary({ round }: { round: RoundScorecards }) {
  const averages = Object.entries(round.averages ?? {});
  const recommendations = Object.entries(round.recommendations ?? {}).filter(([, n]) => n > 0);
  return (
    <Box data-testid="round-scorecards" sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{round.round?.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.submittedOf(round.submitted ?? 0, round.expected ?? 0)}
      </Typography>
      {averages.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} useFlexGap aria-label={texts.average}>
          {averages.map(([attribute, value]) => (
            <Chip key={attribute} size="small" variant="outlined" label={`${attribute}: ${value.toFixed(1)} / 4`} />
          ))}
        </Stack>
      ) : null}
      {recommendations.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} useFlexGap>
          {recommendations.map(([value, n]) => (
            <Chip key={value} size="small" label={`${texts.recommendationLabels[value] ?? value}: ${n}`} />
          ))}
        </Stack>
      ) : null}
      {(round.scorecards ?? []).map((card) => (
        <Box key={card.id} sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }} data-testid="scorecard">
          <Typography variant="body2">
            <strong>{texts.recommendationLabels[card.recommendation ?? ''] ?? card.recommendation}</strong> {texts.by(card.user_name ?? '')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {(card.ratings ?? []).map((r) => `${r.attribute}: ${r.rating}`).join(' · ')}
          </Typography>
          {card.notes ? <Typography variant="body2">{card.notes}</Typography> : null}
        </Box>
      ))}
      {round.hidden ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.hiddenCards(round.hidden)}
        </Typography>
      ) : null}
    </Box>
  );
}

function LinkRow({ link, slug }: { link: SelfScheduleLink; slug: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const revoke = useRevokeLink(slug);
  return (
    <ListItem divider data-testid="self-schedule-link" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <span>{texts.linkSummary(link.round_name ?? '', link.duration ?? 0, link.working_hours_start ?? '', link.working_hours_end ?? '', link.timezone ?? '')}</span>
            <Chip size="small" label={texts.linkStates[link.state ?? ''] ?? link.state} color={stateColours[link.state ?? ''] ?? 'default'} />
          </Stack>
        }
        secondary={`${texts.sentBy(link.sent_by_name ?? '', formatInstant(link.issued_at))}${link.state === 'sent' ? ` · ${texts.expires(formatInstant(link.expires_at))}` : ''}`}
      />
      {(link.allowed_actions ?? []).includes('revoke') ? (
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.id ?? 0, {
              onSuccess: () => enqueueSnackbar(texts.revoked, { variant: 'success' }),
              onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
            })
          }
        >
          {texts.revoke}
        </Button>
      ) : null}
    </ListItem>
  );
}

// ApplicationInterviews is the Interviews tab of the candidate timeline:
// the application's interviews with their actions, the scorecards by
// round, the self-scheduling links, and the two scheduling forms.
export function ApplicationInterviews({ application }: { application: CandidateApplication }) {
  const slug = application.slug ?? '';
  const { can } = usePermissions();
  const interviews = useApplicationInterviews(slug);
  const scorecards = useApplicationScorecards(slug, can('scorecards.view'));
  const links = useSelfScheduleLinks(slug);
  const [open, setOpen] = useState<'schedule' | 'link' | null>(null);
  const candidate = { slug, name: application.candidate?.name || application.candidate?.email || '', job: application.requisition_title };
  const close = () => setOpen(null);

  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section
        title={texts.interviewsHeading}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            {can('interviews.schedule') ? (
              <Button variant="contained" onClick={() => setOpen('schedule')}>
                {texts.scheduleButton}
              </Button>
            ) : null}
            {can('self_schedule.send_link') ? (
              <Button variant="outlined" onClick={() => setOpen('link')}>
                {texts.selfScheduleButton}
              </Button>
            ) : null}
          </Stack>
        }
      >
        {interviews.isPending ? (
          <Loading />
        ) : interviews.error ? (
          <Alert severity="error">{interviews.error.message}</Alert>
        ) : (interviews.data?.interviews ?? []).length === 0 ? (
          <Quiet text={texts.noInterviews} />
        ) : (
          <List aria-label={texts.interviewsHeading} disablePadding>
            {(interviews.data?.interviews ?? []).map((iv) => (
              <InterviewRow key={iv.id} interview={iv} />
            ))}
          </List>
        )}
      </Section>
      {can('scorecards.view') ? (
        <Section title={texts.scorecardsHeading}>
          {scorecards.isPending ? (
            <Loading />
          ) : scorecards.error ? (
            <Alert severity="error">{scorecards.error.message}</Alert>
          ) : (scorecards.data?.rounds ?? []).length === 0 ? (
            <Quiet text={texts.noScorecards} />
          ) : (
            <Stack divider={<Divider flexItem />}>
              {(scorecards.data?.rounds ?? []).map((round) => (
                <RoundSummary key={round.round?.id} round={round} />
              ))}
            </Stack>
          )}
        </Section>
      ) : null}
      <Section title={texts.linksHeading}>
        {links.isPending ? (
          <Loading />
        ) : links.error ? (
          <Alert severity="error">{links.error.message}</Alert>
        ) : (links.data?.self_schedule_links ?? []).length === 0 ? (
          <Quiet text={texts.noLinks} />
        ) : (
          <List aria-label={texts.linksHeading} disablePadding>
            {(links.data?.self_schedule_links ?? []).map((link) => (
              <LinkRow key={link.id} link={link} slug={slug} />
            ))}
          </List>
        )}
      </Section>
      <Dialog open={open === 'schedule'} onClose={close} aria-labelledby="schedule-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="schedule-dialog-title">{texts.scheduleTitle}</DialogTitle>
        <DialogContent>{open === 'schedule' ? <ScheduleInterviewForm candidate={candidate} onDone={close} onCancel={close} /> : null}</DialogContent>
      </Dialog>
      <Dialog open={open === 'link'} onClose={close} aria-labelledby="link-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="link-dialog-title">{texts.selfScheduleTitle}</DialogTitle>
        <DialogContent>{open === 'link' ? <SendSelfScheduleLinkForm candidate={candidate} onDone={close} onCancel={close} /> : null}</DialogContent>
      </Dialog>
    </Stack>
  );
}
