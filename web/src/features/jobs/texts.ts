// Texts of the jobs screens. Spec texts are copied character for character;
// the spec has few here, so most are ours (marked).

// Spec: constants and error pages.
export const currencies = ['USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'JPY', 'CNY', 'CHF', 'SGD'];
export const notFoundText = 'Page not found';
export const forbiddenText = 'You cannot access this page.';
export const somethingWentWrongText = 'Something went wrong';
export const noOptionsText = 'No options';
export const searchHintText = 'Use AND, OR and parentheses';

// Ours: the spec has no text for these.
export type JobState = 'live' | 'open' | 'pending_approval' | 'rejected' | 'archived';
export const stateLabels: Record<JobState, string> = {
  live: 'Live',
  open: 'Open',
  pending_approval: 'Pending approval',
  rejected: 'Rejected',
  archived: 'Archived',
};
export const allTabText = 'All';
export const newJobText = 'New job';
export const editJobText = 'Edit job';
export const searchJobsText = 'Search jobs';
export const noJobsText = 'No jobs here yet';
export const noJobsMatchText = 'No jobs match your search';
export const loadingText = 'Loading...';
export const savingText = 'Saving...';
export const saveText = 'Save';
export const createJobText = 'Create job';
export const cancelText = 'Cancel';
export const jobSavedText = 'Job saved';

export const jobTypeLabels: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const fieldTypeLabels: Record<string, string> = {
  short_answer: 'Short answer',
  long_answer: 'Long answer',
  number: 'Number',
  yes_no: 'Yes / No',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  date: 'Date',
};

export const actionTexts = {
  approve: 'Approve',
  reject: 'Reject',
  publish: 'Publish to careers page',
  unpublish: 'Unpublish',
  archive: 'Archive',
  reopen: 'Reopen',
  edit: 'Edit',
} as const;
export const actionDoneTexts = {
  approve: 'Job approved',
  reject: 'Job rejected',
  publish: 'Job is live on the careers page',
  unpublish: 'Job taken off the careers page',
  archive: 'Job archived',
  reopen: 'Job reopened',
} as const;
export const rejectTitleText = 'Reject job';
export const rejectReasonText = 'Reason';
export const rejectReasonRequiredText = 'Please enter a reason';

export const tabLabels = { pipeline: 'Pipeline', candidates: 'Candidates', details: 'Details', settings: 'Settings' } as const;
export const noApplicationsText = 'No applications yet';
export const noCandidatesText = 'No candidates on this job yet';
export const noAnswersText = 'No answers yet';
export const noQuestionsText = 'No screening questions';
export const noRoundsText = 'No rounds yet';
export const roundsTitleText = 'Interview rounds';
export const peopleTitleText = 'People on this job';
export const addRoundText = 'Add round';
export const roundNameText = 'Round name';
export const attributesText = 'Scorecard attributes';
export const attributesHelpText = 'Press Enter after each attribute';
export const departmentsTitleText = 'Departments';
export const noDepartmentsText = 'No departments yet';
export const recruitmentSetupSections = { rounds: 'Rounds', sources: 'Sources', tags: 'Tags', templates: 'Email templates', departments: 'Departments' } as const;
export const bulkImportText = 'Bulk import';
