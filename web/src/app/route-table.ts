// The app's full route table (spec: marketplace-and-careers 2.1), in the
// spec's order: the first match wins. Careers pages are a separate app.
// Optional segments ({section?}) are React Router optional params.

// guest: public, but a signed-in person is sent on (login and register pages).
export type Access = 'public' | 'guest' | 'protected' | 'candidate-allowed' | 'talenthub';

export type RouteEntry = {
  path: string;
  screen: string;
  title: string;
  access: Access;
};

const talenthub: RouteEntry[] = [
  { path: '/talenthub/visibility-settings', screen: 'talenthub-visibility-settings', title: 'Visibility settings', access: 'talenthub' },
  { path: '/talenthub/submit-assessment-question', screen: 'talenthub-submit-assessment-question', title: 'Submit assessment question', access: 'talenthub' },
  { path: '/talenthub/skill-dashboard', screen: 'talenthub-skill-dashboard', title: 'Skill dashboard', access: 'talenthub' },
  { path: '/talenthub/interview-evaluation', screen: 'talenthub-interview-evaluation', title: 'Interview evaluation', access: 'talenthub' },
  { path: '/talenthub/update-certification', screen: 'talenthub-update-certification', title: 'Update certification', access: 'talenthub' },
  { path: '/talenthub/admin/add-job', screen: 'talenthub-admin-add-job', title: 'Add job', access: 'talenthub' },
  { path: '/talenthub/admin/get-leads', screen: 'talenthub-admin-get-leads', title: 'Leads', access: 'talenthub' },
  { path: '/talenthub/admin/talenthub-operations', screen: 'talenthub-admin-operations', title: 'Talenthub operations', access: 'talenthub' },
  { path: '/talenthub/admin/skills', screen: 'talenthub-admin-skills', title: 'Skills catalogue', access: 'talenthub' },
  { path: '/talenthub/admin/pending-credits', screen: 'talenthub-admin-pending-credits', title: 'Pending credits', access: 'talenthub' },
  { path: '/talenthub/admin/review-taggings/:talenthubCandidateId', screen: 'talenthub-admin-review-taggings', title: 'Review taggings', access: 'talenthub' },
  { path: '/talenthub/:companySlug/jobs/:jobSlug', screen: 'talenthub-job-detail', title: 'Job', access: 'public' },
  { path: '/talenthub/certificate/:certificateSlug/verify', screen: 'talenthub-certificate-verify', title: 'Certificate verification', access: 'public' },
  { path: '/talenthub/review-candidates', screen: 'talenthub-review-candidates', title: 'Review candidates', access: 'talenthub' },
  { path: '/talenthub/certifications/:skillSlug/get-started', screen: 'talenthub-certification-get-started', title: 'Get certified', access: 'talenthub' },
  { path: '/talenthub/jobs', screen: 'talenthub-jobs', title: 'Jobs', access: 'public' },
  { path: '/talenthub/credits', screen: 'talenthub-credits', title: 'Credits', access: 'talenthub' },
  { path: '/talenthub/referrals', screen: 'talenthub-referrals', title: 'My referrals', access: 'talenthub' },
  { path: '/talenthub/assessments/:skillSlug/get-started', screen: 'talenthub-assessment-get-started', title: 'Assess skills', access: 'talenthub' },
  { path: '/talenthub/assessments/:assessmentId', screen: 'talenthub-assessment', title: 'Assessment', access: 'talenthub' },
  { path: '/talenthub/login', screen: 'talenthub-login', title: 'Login', access: 'public' },
  { path: '/talenthub/register', screen: 'talenthub-register', title: 'Register', access: 'public' },
  { path: '/talenthub/email-preferences/:unsubscribeToken', screen: 'talenthub-email-preferences', title: 'Email preferences', access: 'public' },
  { path: '/talenthub/email-preferences', screen: 'talenthub-email-preferences', title: 'Email preferences', access: 'talenthub' },
  { path: '/talenthub/post-job', screen: 'talenthub-post-job', title: 'Post Job', access: 'talenthub' },
  { path: '/talenthub/company/dashboard', screen: 'talenthub-company-dashboard', title: 'Company dashboard', access: 'talenthub' },
  // Not in the spec's table: the candidate's profile editor (issue 28).
  { path: '/talenthub/candidate/profile', screen: 'talenthub-candidate-profile', title: 'Edit your profile', access: 'talenthub' },
  { path: '/talenthub/candidate/dashboard', screen: 'talenthub-candidate-dashboard', title: 'Candidate dashboard', access: 'talenthub' },
  { path: '/talenthub/dashboard', screen: 'talenthub-dashboard', title: 'Dashboard', access: 'talenthub' },
  // The public profile is the server's page (Open Graph, JSON-LD): its screen
  // loads the URL in full (app/server-page.tsx), and so do links to it.
  { path: '/talenthub/:username', screen: 'talenthub-profile', title: 'Profile', access: 'public' },
];

const selfSchedule: RouteEntry[] = [
  { path: '/candidate-self-schedule/:candidateApplicationSlug', screen: 'candidate-self-schedule', title: 'Schedule your interview', access: 'public' },
];

const screeno: RouteEntry[] = [
  { path: '/screeno/login', screen: 'login', title: 'Login', access: 'guest' },
  { path: '/screeno/register', screen: 'screeno-register', title: 'Register', access: 'guest' },
  { path: '/screeno', screen: 'screeno-dashboard', title: 'Home', access: 'protected' },
  { path: '/screeno/jobs', screen: 'screeno-jobs', title: 'Jobs', access: 'protected' },
  { path: '/screeno/jobs/:screenoJobId', screen: 'screeno-job', title: 'Job', access: 'protected' },
  { path: '/screeno/integrations', screen: 'screeno-integrations', title: 'Integrations', access: 'protected' },
  { path: '/screeno/credits', screen: 'screeno-credits', title: 'Credits', access: 'protected' },
];

const wand: RouteEntry[] = [
  { path: '/wand/login', screen: 'login', title: 'Login', access: 'guest' },
  { path: '/wand/register', screen: 'wand-register', title: 'Register', access: 'guest' },
  { path: '/wand', screen: 'wand-dashboard', title: 'Home', access: 'protected' },
];

const ats: RouteEntry[] = [
  { path: '/login', screen: 'login', title: 'Login', access: 'guest' },
  { path: '/register', screen: 'register', title: 'Register', access: 'guest' },
  { path: '/forgot-password', screen: 'forgot-password', title: 'Forgot password', access: 'public' },
  { path: '/reset-password/:resetPasswordToken', screen: 'reset-password', title: 'Reset password', access: 'public' },
  { path: '/email-verify/:verifyToken', screen: 'email-verify', title: 'Verify email', access: 'public' },
  { path: '/candidate-login', screen: 'candidate-login', title: 'Candidate login', access: 'public' },
  // A signed-in person opening an invite goes on to /dashboard (spec 2).
  { path: '/accept-invite/:inviteToken', screen: 'accept-invite', title: 'Accept invite', access: 'guest' },
  { path: '/dashboard', screen: 'dashboard', title: 'Home', access: 'protected' },
  { path: '/new-dashboard', screen: 'new-dashboard', title: 'Home', access: 'protected' },
  { path: '/all-candidates-view', screen: 'all-candidates-view', title: 'All candidates', access: 'protected' },
  { path: '/candidates', screen: 'candidates', title: 'Candidates', access: 'protected' },
  { path: '/interviews', screen: 'interviews', title: 'Interviews', access: 'protected' },
  { path: '/jobs', screen: 'jobs', title: 'Jobs', access: 'protected' },
  { path: '/requisitions', screen: 'jobs', title: 'Jobs', access: 'protected' },
  { path: '/jobs/new', screen: 'job-new', title: 'New job', access: 'protected' },
  { path: '/jobs/:requisitionId/edit', screen: 'job-edit', title: 'Edit job', access: 'protected' },
  { path: '/jobs/:requisitionId/bulk-import/:currentJobId?', screen: 'job-bulk-import', title: 'Bulk import', access: 'protected' },
  { path: '/requisitions/:requisitionId/bulk-import/:currentJobId?', screen: 'job-bulk-import', title: 'Bulk import', access: 'protected' },
  { path: '/jobs/:requisitionId/:selectedTab?', screen: 'job', title: 'Job', access: 'protected' },
  { path: '/requisitions/:requisitionId/:selectedTab?', screen: 'job', title: 'Job', access: 'protected' },
  { path: '/users/:userId', screen: 'user', title: 'User', access: 'protected' },
  { path: '/questions/:questionId', screen: 'question', title: 'Question', access: 'protected' },
  { path: '/company-settings/:section?', screen: 'company-settings', title: 'Manage company', access: 'protected' },
  { path: '/smart-search', screen: 'smart-search', title: 'Smart search', access: 'protected' },
  { path: '/candidate-application-status/:candidateApplicationSlug', screen: 'candidate-application-status', title: 'Application status', access: 'candidate-allowed' },
  { path: '/candidate-timeline/:candidateApplicationSlug/:section?', screen: 'candidate-timeline', title: 'Candidate', access: 'protected' },
  { path: '/evaluation/:candidateApplicationSlug/round/:interviewRoundId', screen: 'evaluation', title: 'Evaluation', access: 'protected' },
  { path: '/recruitment-setup/:section?', screen: 'recruitment-setup', title: 'Recruitment Setup', access: 'protected' },
  { path: '/csv-builder', screen: 'csv-builder', title: 'CSV builder', access: 'protected' },
  // The OAuth popup only hands its result to the opener through local storage.
  { path: '/oauth-redirect-callback', screen: 'oauth-redirect-callback', title: 'Connecting calendar', access: 'public' },
  { path: '/notifications', screen: 'notifications', title: 'Notifications', access: 'protected' },
  { path: '/analytics', screen: 'analytics', title: 'Analytics', access: 'protected' },
  { path: '/analytics/charts', screen: 'analytics-charts', title: 'Chart', access: 'protected' },
  { path: '/analytics/metrics-explorer', screen: 'analytics-metrics-explorer', title: 'Metrics explorer', access: 'protected' },
  { path: '/analytics/metrics-explorer/edit', screen: 'analytics-metrics-explorer', title: 'Metrics explorer', access: 'protected' },
  // Not in the spec's table: the signed-in user's profile and the platform
  // admin's page (web/README.md).
  { path: '/profile', screen: 'profile', title: 'Profile', access: 'protected' },
  { path: '/platform', screen: 'platform', title: 'Platform', access: 'protected' },
  // A public landing page (usage identifier layoff_landing).
  { path: '/layoffs', screen: 'layoffs', title: 'Layoffs', access: 'public' },
  // Not in the spec's table: the listed person's mailed link (consent,
  // decline, removal), public like /layoffs (docs/decisions.md).
  { path: '/layoffs/consent/:token', screen: 'layoff-consent', title: 'Your listing', access: 'public' },
  // The link mailed to a sender of a /layoffs message to confirm their
  // address before the message goes out (security review 3, M5).
  { path: '/layoffs/contact/:contactToken', screen: 'layoff-contact-confirm', title: 'Send your message', access: 'public' },
  // A careers page's data-request page (linked from its footer) and the
  // mailed link that confirms a request (privacy, issue 31 item 6).
  { path: '/data-request/:companySlug', screen: 'data-request', title: 'Your data', access: 'public' },
  { path: '/data-request-confirm', screen: 'data-request-confirm', title: 'Confirm your data request', access: 'public' },
];

export const routeTable: RouteEntry[] = [
  { path: '/', screen: 'root', title: 'Home', access: 'public' },
  ...talenthub,
  ...selfSchedule,
  ...screeno,
  ...wand,
  ...ats,
];
