// Texts of Home (/dashboard) and the arranged Home (/new-dashboard). The
// spec names the page 'Home' and its contents (open jobs with their
// pipeline, what waits on the user, upcoming interviews, what to do first
// in a new company); it gives no wording, so every text here is ours.
export const texts = {
  title: 'Home',
  greeting: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  loading: 'Loading...',
  loadFailed: 'Home could not be loaded.',
  retry: 'Try again',
  noAccess: 'Your work is in the menu: open a page to start.',

  // An employee's referrals.
  referralsTitle: 'Your referrals',
  referSomeone: 'Refer someone',
  noReferrals: 'You have not referred anyone yet. Open a job to refer someone you know.',
  referralsFailed: 'Your referrals could not be loaded.',

  // Waiting on you.
  waitingTitle: 'Waiting on you',
  waitingNothing: 'Nothing waits on you right now.',
  waiting: {
    ta_screen: 'Candidates in TA screen',
    hm_screen: 'Candidates in HM screen',
    approvals: 'Jobs pending approval',
    scorecards: 'Scorecards due',
  } as Record<string, string>,
  scorecardsDueTitle: 'Scorecards to submit',
  submitScorecard: (candidate: string, round: string) => `Submit scorecard: ${candidate}, ${round}`,

  // Recent activity.
  activityTitle: 'Recent activity',
  noActivity: 'No candidate has been added or moved yet.',
  activityAdded: (to: string) => `added as ${to}`,
  activityMoved: (from: string, to: string) => `moved from ${from} to ${to}`,
  activityWhere: (job: string, by: string, when: string) => [job, by && `by ${by}`, when].filter(Boolean).join(' · '),

  // Open jobs.
  jobsTitle: 'Open jobs',
  jobsCount: (shown: number, total: number) => (total > shown ? `Newest ${shown} of ${total}` : `${total} open`),
  noJobs: 'No open jobs yet.',
  allJobs: 'All jobs',
  candidates: (n: number) => (n === 1 ? '1 candidate' : `${n} candidates`),
  pipelineOf: (title: string) => `Pipeline of ${title}`,
  phases: {
    entry: 'New',
    screen: 'Screen',
    assignment: 'Assignment',
    interview: 'Interview',
    salary: 'Salary',
    offer: 'Offer',
    hired: 'Hired',
  } as Record<string, string>,
  jobState: { open: 'Open', live: 'Live' } as Record<string, string>,

  // Upcoming interviews.
  interviewsTitle: 'Upcoming interviews',
  noInterviews: 'No interviews coming up.',
  allInterviews: 'All interviews',

  // Getting started.
  startTitle: 'Getting started',
  startIntro: 'A few steps to get your company hiring:',
  steps: {
    create_job: 'Create a job',
    invite_team: 'Invite your team',
    careers_page: 'Set up the careers page',
  } as Record<string, string>,
  stepDone: 'Done',
  stepLinks: {
    create_job: '/jobs/new',
    invite_team: '/company-settings/users',
    careers_page: '/company-settings/careers',
  } as Record<string, string>,

  // The arranged Home.
  arrangeIntro: 'Arrange your Home: move cards up or down and hide the ones you do not need. The layout is kept on this browser.',
  moveUp: (card: string) => `Move ${card} up`,
  moveDown: (card: string) => `Move ${card} down`,
  hide: (card: string) => `Hide ${card}`,
  show: (card: string) => `Show ${card}`,
  hiddenTitle: 'Hidden cards',
  reset: 'Reset layout',
};
