import type { HubApplication } from './api/get-applications';

export type NextStep = { key: string; title: string; detail: string; to: string };

// nextSteps are the dashboard's suggestions, most useful first: what an
// application in progress asks of the candidate, then what makes them
// easier to find (DECISIONS.md, the candidate's dashboard).
export function nextSteps(applications: HubApplication[]): NextStep[] {
  const steps: NextStep[] = [];
  const at = (title: string) => applications.find((a) => a.stage?.title === title);
  const offer = at('Offer') ?? at('Offer discussion');
  if (offer) {
    steps.push({ key: 'offer', title: `Review your offer from ${offer.company_name}`, detail: 'Watch your email for the details and reply to the team.', to: '/talenthub/dashboard' });
  }
  const interview = at('Interviews');
  if (interview) {
    steps.push({
      key: 'interview',
      title: `Prepare for your interviews at ${interview.company_name}`,
      detail: `Read up on ${interview.job_title} and keep an eye on your email for the schedule.`,
      to: '/talenthub/dashboard',
    });
  }
  steps.push({ key: 'profile', title: 'Complete your profile', detail: 'Add your experience, skills and resume so companies see the whole picture.', to: '/talenthub/candidate/profile' });
  steps.push({ key: 'jobs', title: applications.length === 0 ? 'Find your first job' : 'Find more jobs', detail: 'Browse open roles and apply in a few clicks.', to: '/talenthub/jobs' });
  steps.push({ key: 'visibility', title: 'Choose what is public', detail: 'Decide which parts of your profile anyone can see.', to: '/talenthub/visibility-settings' });
  return steps;
}
