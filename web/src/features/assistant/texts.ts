import { kinds, type ActionKind } from './types';

// Texts of the assistant modal. The spec's own (spec 2, 4, 5, 8): the
// action titles, 'Powered by AI', 'Please enter a prompt', 'Please write a
// shorter prompt (Up to 500 characters)', the three status texts, 'New
// action', 'Something went wrong', 'Something went wrong!', the fallback,
// 'Contact Support', the callback's two toasts, 'Scheduling...',
// 'Sending...', 'Please wait...', 'Please select a job!' and 'Please select
// a job you want to filter candidates for!'. The others are ours.
export const texts = {
  button: 'AI assistant',
  shortcut: (mac: boolean) => (mac ? '⌘K' : 'Ctrl+K'),
  dialogTitle: 'What would you like to do?',
  poweredByAi: 'Powered by AI',
  promptLabel: 'Prompt',
  placeholder: 'Type what you want to do',
  examplePrefix: 'e.g. ',
  submit: 'Go',
  reset: 'Reset',
  close: 'Close',
  startVoice: 'Start voice input',
  stopVoice: 'Stop voice input',
  listening: 'Listening...',
  emptyPrompt: 'Please enter a prompt',
  longPrompt: 'Please write a shorter prompt (Up to 500 characters)',
  status: ['Sending the prompt for processing...', 'Understanding the prompt...', 'Getting ready for the action...'],
  processing: 'Processing',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  notFound: 'Sorry, we could not find the result you were looking for! Please click on Contact Support if you would like us to implement this feature.',
  contactSupport: 'Contact Support',
  callbackSent: 'We have been notified and will reach out shortly!',
  orChoose: 'Or choose an action',
  backToActions: 'Back',
  choose: 'Choose',
  done: 'Done',
  newAction: 'New action',
  open: 'Open',
  openTimeline: 'Open the candidate',
  openUsers: 'Open users',
  openAgencies: 'Open agencies',
  openCandidates: 'Open candidates',
  successTitle: 'All done',
  cancel: 'Cancel',
  // The filter forms.
  job: 'Job',
  selectJob: 'Please select a job!',
  selectJobFor: 'Please select a job you want to filter candidates for!',
  filterPrompt: 'Describe the candidates',
  filterPromptHelp: 'e.g. more than 3 years of experience and notice under 30 days',
  minExperience: 'Min experience (years)',
  maxExperience: 'Max experience (years)',
  noticePeriods: 'Notice periods',
  currentCtc: 'Current CTC',
  states: 'States',
  filter: 'Filter',
  pleaseWait: 'Please wait...',
  noAnswer: 'No answer found.',
};

// titles are the spec's action panel titles.
export const titles: Record<ActionKind, string> = {
  [kinds.schedule]: 'Schedule an interview',
  [kinds.email]: 'Send email to candidate',
  [kinds.selfSchedule]: 'Send self-scheduling link',
  [kinds.inviteUser]: 'Invite User',
  [kinds.inviteAgency]: 'Invite agency',
  [kinds.filter]: 'Filter specific candidates',
  [kinds.jobFilter]: 'Filter candidates of a job',
  [kinds.generic]: 'General information',
};

// examples rotate in the prompt's placeholder (not on mobile).
export const examples = [
  'Schedule an interview with Priya tomorrow at 4pm',
  'Send a self-scheduling link to Rahul for the technical round',
  'Email Ananya the offer template',
  'Invite meera@example.com as a TA',
  'Invite the agency TalentBridge at hello@talentbridge.example',
  'Show me candidates of Backend Engineer with more than 3 years',
  'How many candidates are in TA screen?',
];
