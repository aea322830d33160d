// Texts of the jobs board. The spec's own, character for character: Jobs,
// Post Job, Get notified for new jobs, Quick Apply, the apply answers and
// the note; the rest are ours (docs/decisions.md, "Talenthub jobs board").
export const jobsTitleText = 'Jobs';
export const postJobText = 'Post Job';
export const notifyText = 'Get notified for new jobs';
export const notifiedText = 'You will get new jobs by email.';
// Shown to a candidate whose Job alerts mail is on (ours).
export const alertsOnText = 'Job alerts are on';
export const turnOffText = 'Turn off';
export const turnOffLabelText = 'Turn off job alerts';
export const alertsOffText = 'Job alerts are off.';
export const quickApplyText = 'Quick Apply';
export const applyText = 'Apply';
export const appliedText = 'Applied';
export const closedText = 'Closed';
export const filtersText = 'Filters';
export const typeText = 'Type';
export const typeOptions = [
  { value: 'all', label: 'All' },
  { value: 'internship', label: 'Internship' },
  { value: 'full_time', label: 'Full-time' },
] as const;
export const experienceText = 'Experience (years)';
export const experienceFilterText = 'Filter by experience';
export const skillsText = 'Skills';
export const skillsHelpText = 'Jobs asking for all of these skills';
export const applyFiltersText = 'Show jobs';
export const clearFiltersText = 'Clear all';
export const noJobsText = 'No jobs match these filters.';
export const previousText = 'Previous';
export const nextText = 'Next';
export const submittedText = 'Your application is submitted!';
export const fallbackErrorText = 'Something went wrong!';
export const applyNoteText = 'A phone number, a resume and a profile more than 60% complete are required to apply.';
export const requirementsText = 'Requirements';
export const descriptionText = 'Job description';
export const detailsText = 'Basic details';
export const metText = 'You meet this';
export const unmetText = 'You do not meet this yet';
export const viewOnCareersText = 'View on the careers page';
export const proficiencyLabels = ['Any level', 'Level 1', 'Level 2', 'Level 3'];

// experienceLabel shows the slider's value: 6 is 5+.
export function experienceLabel(years: number) {
  return years >= 6 ? '5+' : String(years);
}

// rangeText says a job's experience range in words.
export function rangeText(range: ReadonlyArray<number | null> | null | undefined) {
  const [lo, hi] = [range?.[0] ?? null, range?.[1] ?? null];
  if (lo === null && hi === null) return 'Any experience';
  if (hi === null) return `${lo}+ years`;
  if (lo === null) return `Up to ${hi} years`;
  return `${lo}–${hi} years`;
}

// Post Job and the company's dashboard.
export const postJobHelpText = 'Post one of your live jobs to talenthub. Candidates who meet every requirement can apply with their profile in one click.';
export const jobFieldText = 'Job';
export const noLiveJobsText = 'You have no live jobs. Publish a job to your careers page first.';
export const experienceRequiredText = "Candidates must have the job's experience";
export const skillLevelText = 'Level';
export const salaryMinText = 'Lowest salary (a year)';
export const salaryMaxText = 'Highest salary (a year)';
export const currencyText = 'Currency';
export const postText = 'Post to talenthub';
export const updateText = 'Save changes';
export const unpostText = 'Take off talenthub';
export const postedText = 'Job posted to talenthub';
export const unpostedText = 'Job taken off talenthub';
export const dashboardTitleText = 'Company dashboard';
export const noBoardJobsText = 'No jobs on talenthub yet.';
export const applicantsText = 'Quick applies';
export const statusText = 'Status';
export const postedOnText = 'Posted';
export const forbiddenText = 'You cannot access this page.';
export const currencies = ['USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'JPY', 'CNY', 'CHF', 'SGD'];

// Review candidates.
export const reviewTitleText = 'Review candidates';
export const reviewHelpText = 'Listed talenthub candidates, each as their public profile shows them. Levels above 0 were proved by an assessment.';
export const leastLevelText = 'At least';
export const noCandidatesText = 'No listed candidates match.';
export const viewProfileText = 'View profile';
