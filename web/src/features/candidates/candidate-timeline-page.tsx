import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  FormControlLabel,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useApplication, type CandidateApplication } from '../../api/queries/applications';
import { usePermissions } from '../../api/queries/user-context';
import { useSources } from '../../api/queries/sources';
import { useStates } from '../../api/queries/vocabulary';
import { useUpdateApplication } from './api/update-application';
import { Celebration } from './components/celebration';
import { MatchScore } from './components/match-score';
import { Icon, type IconName } from './components/icons';
import { MoveControl } from './components/move-control';
import { ParsedProfile } from './components/parsed-profile';
import { ResumeDialog } from './components/resume-dialog';
import { StateChip } from './components/state-chip';
import { TalenthubSkills } from './components/talenthub-skills';
import { relativeTime } from '../../lib/relative-time';
import { socialLinks } from './social-links';
import { priorityOptions, texts } from './texts';

const sections = ['profile', 'history', 'answers', 'interviews', 'emails', 'notes'] as const;
type Section = (typeof sections)[number];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

function answerText(answer: unknown): string {
  if (answer === null || answer === undefined || answer === '') return '-';
  if (typeof answer === 'boolean') return answer ? texts.yes : texts.no;
  if (Array.isArray(answer)) return answer.join(', ') || '-';
  return String(answer);
}

function Header({ application, onResume, onCelebrate }: { application: CandidateApplication; onResume: () => void; onCelebrate: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const sources = useSources().data?.sources ?? [];
  const update = useUpdateApplication(application.slug ?? '');
  const candidate = application.candidate;
  const links = socialLinks(candidate?.links);
  const sourceTitle = sources.find((s) => s.value === application.source)?.title ?? application.source ?? '-';
  const save = (change: { priority?: number; archived?: boolean }) =>
    update.mutate(change, { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) });
  const resumeStatus = application.resume?.status ?? 'none';

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
      <Stack sx={{ justifyContent: 'space-between' }} direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1.5} useFlexGap>
            <Typography variant="h4" component="h1">
              {candidate?.name || candidate?.email}
            </Typography>
            <StateChip size="medium" label={application.state?.label} colour={application.state?.colour} textColour={application.state?.text_colour} />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }} useFlexGap>
            {candidate?.email && (
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={0.5}>
                <Icon name="email" fontSize="small" color="action" />
                <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>
              </Stack>
            )}
            {candidate?.phone && (
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={0.5}>
                <Icon name="phone" fontSize="small" color="action" />
                <Typography>{candidate.phone}</Typography>
              </Stack>
            )}
            {links.map((link) => (
              <Tooltip key={link.site} title={link.url}>
                <IconButton component="a" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.name} size="small" color="primary">
                  <Icon name={(['linkedin', 'github'].includes(link.site) ? link.site : 'link') as IconName} fontSize="small" />
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {texts.appliedFor}{' '}
            <Link component={RouterLink} to={`/jobs/${application.requisition_id}`}>
              {application.requisition_title}
            </Link>
          </Typography>
        </Box>
        <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1}>
          <Button variant="outlined" onClick={onResume} disabled={resumeStatus === 'none'}>
            {texts.resume}
          </Button>
          <MoveControl application={application} onCelebrate={onCelebrate} />
        </Stack>
      </Stack>
      {application.possible_duplicate_of ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {texts.possibleDuplicate}
        </Alert>
      ) : null}
      {application.email_unconfirmed ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {texts.emailUnconfirmed}
        </Alert>
      ) : null}
      {application.other_submissions?.length ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            {texts.otherSubmissions(application.other_submissions.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {application.other_submissions.map((o, i) => (
              <li key={i}>{texts.otherSubmission(o.by || texts.someone, o.name ?? '', o.email ?? '', relativeTime(o.at))}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={3} useFlexGap>
        <TextField
          select
          size="small"
          label={texts.priority}
          value={application.priority ?? 127}
          onChange={(e) => save({ priority: Number(e.target.value) })}
          sx={{ minWidth: 110 }}
        >
          {priorityOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={application.archived ?? false} onChange={(e) => save({ archived: e.target.checked })} />} label={texts.archive} />
        <Field label={texts.columns.source}>{sourceTitle}</Field>
        {application.referred_by_name && <Field label={texts.referredBy}>{application.referred_by_name}</Field>}
        {application.agency_name && <Field label={texts.agency}>{application.agency_name}</Field>}
        <Field label={texts.created}>{relativeTime(application.created_at)}</Field>
        <Field label={texts.since}>{relativeTime(candidate?.since)}</Field>
      </Stack>
    </Paper>
  );
}

function ProfileSection({ application }: { application: CandidateApplication }) {
  // Agencies read no parsed profile (docs/decisions.md, the parse on the candidate page).
  const { can } = usePermissions();
  const f = texts.profileFields;
  const money = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${n.toLocaleString()} ${application.salary_currency ?? ''}`.trim());
  return (
    <Stack spacing={2}>
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={4} useFlexGap>
        <Field label={f.experience}>{application.experience_years === null || application.experience_years === undefined ? '-' : f.years(application.experience_years)}</Field>
        <Field label={f.currentCtc}>{money(application.current_ctc)}</Field>
        <Field label={f.expectedCtc}>{money(application.expected_ctc)}</Field>
        <Field label={f.noticePeriod}>{application.notice_period_label || '-'}</Field>
        <Field label={f.match}>
          <MatchScore score={application.match_score} label={application.match_label} reasons={application.match_reasons} />
        </Field>
      </Stack>
      <Field label={texts.resume}>
        <span data-testid="resume-status">
          {application.resume?.status === 'processing'
            ? texts.parsing
            : application.resume?.status === 'error'
              ? application.resume.error
              : application.resume?.status === 'parsed'
                ? application.resume.name
                : texts.noResume}
        </span>
      </Field>
      <TalenthubSkills application={application} />
      {can('applications.view_profile') && (
        <>
          <Divider />
          <ParsedProfile application={application} />
        </>
      )}
    </Stack>
  );
}

function HistorySection({ application }: { application: CandidateApplication }) {
  const states = useStates().data?.states ?? [];
  const info = (state?: string) => states.find((s) => s.state === state);
  const history = [...(application.history ?? [])].reverse();
  if (history.length === 0) return <Empty text={texts.noHistory} />;
  return (
    <List aria-label={texts.sections.history} data-testid="history">
      {history.map((entry, i) => {
        const from = info(entry.from);
        const to = info(entry.to);
        return (
          <ListItem key={i} divider alignItems="flex-start" data-testid="history-entry">
            <ListItemText
              primary={
                <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
                  {entry.from ? <StateChip label={from?.label ?? entry.from} colour={from?.colour} textColour={from?.text_colour} /> : null}
                  {entry.from ? <span aria-hidden>→</span> : null}
                  <StateChip label={to?.label ?? entry.to} colour={to?.colour} textColour={to?.text_colour} />
                </Stack>
              }
              secondary={
                <>
                  <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', mt: 0.5 }}>
                    {entry.reason || ''}
                  </Typography>
                  <Tooltip title={entry.at ? new Date(entry.at).toLocaleString() : ''}>
                    <span>{texts.historyBy(entry.by ?? '', relativeTime(entry.at))}</span>
                  </Tooltip>
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}

function AnswersSection({ application }: { application: CandidateApplication }) {
  const answers = application.answers ?? [];
  if (answers.length === 0) return <Empty text={texts.noAnswers} />;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {answers.map((answer) => (
        <Field key={answer.question_id} label={answer.title ?? ''}>
          {answerText(answer.answer)}
        </Field>
      ))}
    </Stack>
  );
}

// TimelineTabs are the tabs other features own (features never import each
// other; src/app/screens.tsx composes them): each renders for the application.
export type TimelineTabs = Partial<Record<'interviews' | 'emails' | 'notes', (application: CandidateApplication) => ReactNode>>;

// CandidateTimelinePage is /candidate-timeline/{slug}/{section?}: the
// candidate's profile, moves, answers and the resume viewer, with the tabs
// given by other features; actions (another feature's) sit under the header.
export function CandidateTimelinePage({ tabs = {}, actions }: { tabs?: TimelineTabs; actions?: (application: CandidateApplication) => ReactNode }) {
  const { candidateApplicationSlug = '', section } = useParams();
  const navigate = useNavigate();
  const current: Section = sections.includes(section as Section) ? (section as Section) : 'profile';
  const { data: application, isPending, error, refetch } = useApplication(candidateApplicationSlug);
  const [resumeOpen, setResumeOpen] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const stopCelebrating = useCallback(() => setCelebrating(false), []);

  if (isPending) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (error || !application) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{error?.message ?? texts.notFound}</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Link component={RouterLink} to="/candidates" underline="hover" sx={{ display: 'inline-block', mb: 1 }}>
        ← {texts.back}
      </Link>
      <Header
        application={application}
        onResume={() => {
          // A fresh signed URL: the one in hand may be near its 15 minutes.
          void refetch();
          setResumeOpen(true);
        }}
        onCelebrate={() => setCelebrating(true)}
      />
      {actions?.(application)}
      <Paper variant="outlined">
        <Tabs
          value={current}
          onChange={(_, value: Section) => navigate(`/candidate-timeline/${candidateApplicationSlug}${value === 'profile' ? '' : `/${value}`}`)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {sections.map((value) => (
            <Tab key={value} value={value} label={texts.sections[value]} />
          ))}
        </Tabs>
        <Box sx={{ p: 3 }} role="tabpanel" aria-label={texts.sections[current]}>
          {current === 'profile' && <ProfileSection application={application} />}
          {current === 'history' && <HistorySection application={application} />}
          {current === 'answers' && <AnswersSection application={application} />}
          {/* Another feature's tab loads its code on first view: the
              page stays, the panel waits. */}
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading" />}>
            {current === 'interviews' && (tabs.interviews?.(application) ?? <Empty text={texts.noInterviews} />)}
            {current === 'emails' && tabs.emails?.(application)}
            {current === 'notes' && tabs.notes?.(application)}
          </Suspense>
        </Box>
      </Paper>
      <ResumeDialog open={resumeOpen} resume={application.resume} onClose={() => setResumeOpen(false)} />
      {celebrating && <Celebration onDone={stopCelebrating} />}
    </Box>
  );
}
