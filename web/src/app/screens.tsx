import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar';
import { PlaceholderPage } from '../components/placeholder-page';
import { usagePageOfScreen } from '../lib/usage';
import { UsageReport } from './usage-report';
// The login is the first screen of everyone signed out: it comes with the
// app's own code, without a second round trip.
import { LoginPage } from '../features/auth/login-page';
import { RootRedirect } from './root-redirect';
import { ServerPage } from './server-page';
import type { RouteEntry } from './route-table';

// page loads a screen's module only when its route is first shown, so the
// first screen downloads its own code and what it shares, not every screen's.
function page<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const RegisterPage = page(() => import('../features/auth/register-page'), (m) => m.RegisterPage);
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage);
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage);
const EmailVerifyPage = page(() => import('../features/auth/email-verify-page'), (m) => m.EmailVerifyPage);
const AcceptInvitePage = page(() => import('../features/auth/accept-invite-page'), (m) => m.AcceptInvitePage);
const HomePage = page(() => import('../features/dashboard/home-page'), (m) => m.HomePage);
const NewDashboardPage = page(() => import('../features/dashboard/new-dashboard-page'), (m) => m.NewDashboardPage);
const SignedInScreen = page(() => import('./signed-in-screen'), (m) => m.SignedInScreen);
const CompanySettingsPage = page(() => import('../features/team/company-settings-page'), (m) => m.CompanySettingsPage);
const CareersSetupSection = page(() => import('../features/careers-setup/careers-setup-section'), (m) => m.CareersSetupSection);
const LayoffsSection = page(() => import('../features/layoffs/layoffs-section'), (m) => m.LayoffsSection);
const WebhooksSection = page(() => import('../features/webhooks/webhooks-section'), (m) => m.WebhooksSection);
const CandidatePrivacyActions = page(() => import('../features/privacy/candidate-privacy-actions'), (m) => m.CandidatePrivacyActions);
const PrivacySection = page(() => import('../features/privacy/privacy-section'), (m) => m.PrivacySection);
const DataRequestPage = page(() => import('../features/privacy/data-request-page'), (m) => m.DataRequestPage);
const DataRequestConfirmPage = page(() => import('../features/privacy/data-request-page'), (m) => m.DataRequestConfirmPage);
const LayoffsPage = page(() => import('../features/layoffs/layoffs-page'), (m) => m.LayoffsPage);
const LayoffConsentPage = page(() => import('../features/layoffs/consent-page'), (m) => m.ConsentPage);
const LayoffContactConfirmPage = page(() => import('../features/layoffs/contact-confirm-page'), (m) => m.ContactConfirmPage);
const UserPage = page(() => import('../features/team/user-page'), (m) => m.UserPage);
const ProfilePage = page(() => import('../features/profile/profile-page'), (m) => m.ProfilePage);
const CalendarConnect = page(() => import('../features/calendars/calendar-connect'), (m) => m.CalendarConnect);
const OAuthRedirectCallbackPage = page(() => import('../features/calendars/oauth-redirect-callback-page'), (m) => m.OAuthRedirectCallbackPage);
const PlatformPage = page(() => import('../features/platform/platform-page'), (m) => m.PlatformPage);
const JobsPage = page(() => import('../features/jobs/jobs-page'), (m) => m.JobsPage);
const NewJobPage = page(() => import('../features/jobs/job-form-page'), (m) => m.NewJobPage);
const EditJobPage = page(() => import('../features/jobs/job-form-page'), (m) => m.EditJobPage);
const JobPage = page(() => import('../features/jobs/job-page'), (m) => m.JobPage);
const BulkImportPage = page(() => import('../features/bulk-import/bulk-import-page'), (m) => m.BulkImportPage);
const QuestionPage = page(() => import('../features/jobs/question-page'), (m) => m.QuestionPage);
const RecruitmentSetupPage = page(() => import('../features/jobs/recruitment-setup-page'), (m) => m.RecruitmentSetupPage);
const CandidatesPage = page(() => import('../features/candidates/candidates-page'), (m) => m.CandidatesPage);
const JobCandidates = page(() => import('../features/candidates/job-candidates'), (m) => m.JobCandidates);
const AllCandidatesPage = page(() => import('../features/candidates/all-candidates-page'), (m) => m.AllCandidatesPage);
const AddCandidateButton = page(() => import('../features/candidates/components/add-candidate-button'), (m) => m.AddCandidateButton);
const TemplatesSection = page(() => import('../features/communication/components/templates-section'), (m) => m.TemplatesSection);
const ApplicationEmails = page(() => import('../features/communication/components/application-emails'), (m) => m.ApplicationEmails);
const ApplicationNotes = page(() => import('../features/communication/components/application-notes'), (m) => m.ApplicationNotes);
const CandidateTimelinePage = page(() => import('../features/candidates/candidate-timeline-page'), (m) => m.CandidateTimelinePage);
const TalenthubLoginPage = page(() => import('../features/talenthub-account/login-page'), (m) => m.TalenthubLoginPage);
const TalenthubRegisterPage = page(() => import('../features/talenthub-account/register-page'), (m) => m.TalenthubRegisterPage);
const HubCompletionCard = page(() => import('../features/talenthub-profile/completion-card'), (m) => m.CompletionCard);
const CandidateDashboardPage = page(() => import('../features/talenthub-account/dashboard-page'), (m) => m.CandidateDashboardPage);
const CandidateLoginPage = page(() => import('../features/candidate-access/candidate-login-page'), (m) => m.CandidateLoginPage);
const ApplicationStatusPage = page(() => import('../features/candidate-access/application-status-page'), (m) => m.ApplicationStatusPage);
const NotificationsPage = page(() => import('../features/notifications/notifications-page'), (m) => m.NotificationsPage);
const ApplicationInterviews = page(() => import('../features/interviews/application-interviews'), (m) => m.ApplicationInterviews);
const InterviewsPage = page(() => import('../features/interviews/interviews-page'), (m) => m.InterviewsPage);
const EvaluationPage = page(() => import('../features/interviews/evaluation-page'), (m) => m.EvaluationPage);
const SelfSchedulePage = page(() => import('../features/interviews/self-schedule-page'), (m) => m.SelfSchedulePage);
const ScreenoDashboardPage = page(() => import('../features/screeno/dashboard-page'), (m) => m.DashboardPage);
const WandDashboardPage = page(() => import('../features/screeno/wand-page'), (m) => m.WandPage);
const ScreenoJobsPage = page(() => import('../features/screeno/jobs-page'), (m) => m.JobsPage);
const ScreenoJobPage = page(() => import('../features/screeno/job-page'), (m) => m.JobPage);
const ScreenoCreditsPage = page(() => import('../features/screeno/credits-page'), (m) => m.CreditsPage);
const CsvBuilderPage = page(() => import('../features/csv-builder/csv-builder-page'), (m) => m.CsvBuilderPage);
const SmartSearchPage = page(() => import('../features/smart-search/smart-search-page'), (m) => m.SmartSearchPage);
const ScreenoIntegrationsPage = page(() => import('../features/screeno/integrations-page'), (m) => m.IntegrationsPage);
const AnalyticsDashboardPage = page(() => import('../features/analytics/dashboard-page'), (m) => m.DashboardPage);
const MetricsExplorerPage = page(() => import('../features/analytics/explorer-page'), (m) => m.ExplorerPage);
const TalenthubEmailPage = page(() => import('../features/talenthub-email/email-preferences-page'), (m) => m.EmailPreferencesPage);
const HubProfileEditorPage = page(() => import('../features/talenthub-profile/profile-editor-page'), (m) => m.ProfileEditorPage);
const SharedChartPage = page(() => import('../features/analytics/shared-chart-page'), (m) => m.SharedChartPage);
const SkillDashboardPage = page(() => import('../features/talenthub-skills/skill-dashboard-page'), (m) => m.SkillDashboardPage);
const AssessmentStartPage = page(() => import('../features/talenthub-skills/assessment-start-page'), (m) => m.AssessmentStartPage);
const AssessmentPage = page(() => import('../features/talenthub-skills/assessment-page'), (m) => m.AssessmentPage);
const CertificationPage = page(() => import('../features/talenthub-skills/certification-page'), (m) => m.CertificationPage);
const CertificateVerifyPage = page(() => import('../features/talenthub-skills/certificate-verify-page'), (m) => m.CertificateVerifyPage);
const HubJobsPage = page(() => import('../features/talenthub-jobs/jobs-page'), (m) => m.JobsPage);
const HubJobPage = page(() => import('../features/talenthub-jobs/job-page'), (m) => m.JobPage);
const HubPostJobPage = page(() => import('../features/talenthub-jobs/post-job-page'), (m) => m.PostJobPage);
const HubCompanyDashboardPage = page(() => import('../features/talenthub-jobs/company-dashboard-page'), (m) => m.CompanyDashboardPage);
const HubReviewCandidatesPage = page(() => import('../features/talenthub-jobs/review-candidates-page'), (m) => m.ReviewCandidatesPage);
const VisibilitySettingsPage = page(() => import('../features/talenthub-settings/visibility-settings-page'), (m) => m.VisibilitySettingsPage);
const HubShell = page(() => import('../features/talenthub-credits/hub-shell'), (m) => m.HubShell);
const HubCreditsPage = page(() => import('../features/talenthub-credits/credits-page'), (m) => m.CreditsPage);
const HubReferralsPage = page(() => import('../features/talenthub-credits/referrals-page'), (m) => m.ReferralsPage);
const HubPendingCreditsPage = page(() => import('../features/talenthub-credits/pending-credits-page'), (m) => m.PendingCreditsPage);
const HubOperationsPage = page(() => import('../features/talenthub-credits/operations-page'), (m) => m.OperationsPage);
const HubReviewTaggingsPage = page(() => import('../features/talenthub-credits/review-taggings-page'), (m) => m.ReviewTaggingsPage);
const HubLeadsPage = page(() => import('../features/talenthub-credits/leads-page'), (m) => m.LeadsPage);
const HubSkillsCataloguePage = page(() => import('../features/talenthub-credits/skills-catalogue-page'), (m) => m.SkillsCataloguePage);

// Screens that exist; every other screen is a placeholder until its issue lands.
const screens: Record<string, () => ReactNode> = {
  root: () => <RootRedirect />,
  login: () => <LoginPage />,
  register: () => <RegisterPage />,
  'screeno-register': () => <RegisterPage />,
  'wand-register': () => <RegisterPage />,
  'forgot-password': () => <ForgotPasswordPage />,
  'reset-password': () => <ResetPasswordPage />,
  'email-verify': () => <EmailVerifyPage />,
  dashboard: () => <HomePage />,
  'new-dashboard': () => <NewDashboardPage />,
  'accept-invite': () => <AcceptInvitePage />,
  'company-settings': () => (
    <CompanySettingsPage
      extraSections={[
        { value: 'careers', label: 'Careers page', permission: 'careers.manage', render: () => <CareersSetupSection /> },
        { value: 'layoffs', label: 'Layoffs', permission: 'layoffs.manage', render: () => <LayoffsSection /> },
        { value: 'webhooks', label: 'Webhooks', permission: 'webhooks.manage', render: () => <WebhooksSection /> },
        { value: 'privacy', label: 'Privacy', permission: 'audit.view', render: () => <PrivacySection /> },
      ]}
    />
  ),
  user: () => <UserPage />,
  'data-request': () => <DataRequestPage />,
  'data-request-confirm': () => <DataRequestConfirmPage />,
  'talenthub-candidate-profile': () => <HubProfileEditorPage />,
  profile: () => (
    <ProfilePage
      calendar={
        <Suspense fallback={null}>
          <CalendarConnect />
        </Suspense>
      }
    />
  ),
  'oauth-redirect-callback': () => <OAuthRedirectCallbackPage />,
  platform: () => <PlatformPage />,
  jobs: () => <JobsPage />,
  'job-new': () => <NewJobPage />,
  'job-edit': () => <EditJobPage />,
  job: () => (
    <JobPage
      addCandidate={(jobId) => (
        <Suspense fallback={null}>
          <AddCandidateButton jobId={jobId} />
        </Suspense>
      )}
      candidates={(jobId) => (
        <Suspense fallback={null}>
          <JobCandidates jobId={jobId} />
        </Suspense>
      )}
    />
  ),
  'job-bulk-import': () => <BulkImportPage />,
  question: () => <QuestionPage />,
  'recruitment-setup': () => <RecruitmentSetupPage templates={(editable) => <TemplatesSection editable={editable} />} />,
  candidates: () => <CandidatesPage />,
  'all-candidates-view': () => <AllCandidatesPage />,
  'candidate-timeline': () => (
    <CandidateTimelinePage
      tabs={{
        interviews: (a) => <ApplicationInterviews application={a} />,
        emails: (a) => (
          <ApplicationEmails candidate={{ slug: a.slug ?? '', name: a.candidate?.name ?? '', email: a.candidate?.email, jobTitle: a.requisition_title }} />
        ),
        notes: (a) => <ApplicationNotes slug={a.slug ?? ''} />,
      }}
      actions={(a) => <CandidatePrivacyActions slug={a.slug ?? ''} />}
    />
  ),
  'candidate-login': () => <CandidateLoginPage />,
  // Talenthub: the candidate's sign-in and dashboard (the completion card
  // is composed into the dashboard's slot when its feature lands).
  'talenthub-login': () => <TalenthubLoginPage />,
  'talenthub-register': () => <TalenthubRegisterPage />,
  'talenthub-dashboard': () => <CandidateDashboardPage completion={<HubCompletionCard />} />,
  'talenthub-candidate-dashboard': () => <CandidateDashboardPage completion={<HubCompletionCard />} />,
  'candidate-application-status': () => <ApplicationStatusPage />,
  notifications: () => <NotificationsPage />,
  interviews: () => <InterviewsPage />,
  evaluation: () => <EvaluationPage />,
  'candidate-self-schedule': () => <SelfSchedulePage />,
  'screeno-dashboard': () => <ScreenoDashboardPage />,
  'wand-dashboard': () => <WandDashboardPage />,
  'screeno-jobs': () => <ScreenoJobsPage />,
  'screeno-job': () => <ScreenoJobPage />,
  'screeno-credits': () => <ScreenoCreditsPage />,
  'screeno-integrations': () => <ScreenoIntegrationsPage />,
  layoffs: () => <LayoffsPage />,
  'smart-search': () => <SmartSearchPage />,
  'csv-builder': () => <CsvBuilderPage />,
  'layoff-consent': () => <LayoffConsentPage />,
  'talenthub-email-preferences': () => <TalenthubEmailPage />,
  'layoff-contact-confirm': () => <LayoffContactConfirmPage />,
  analytics: () => <AnalyticsDashboardPage />,
  'analytics-metrics-explorer': () => <MetricsExplorerPage />,
  'analytics-charts': () => <SharedChartPage />,
  'talenthub-visibility-settings': () => <VisibilitySettingsPage />,
  'talenthub-skill-dashboard': () => <SkillDashboardPage />,
  // The spec's submit-assessment-question and update-certification are
  // actions (API routes); opened as pages they show the skill dashboard.
  'talenthub-submit-assessment-question': () => <SkillDashboardPage />,
  'talenthub-update-certification': () => <SkillDashboardPage />,
  'talenthub-assessment-get-started': () => <AssessmentStartPage />,
  'talenthub-assessment': () => <AssessmentPage />,
  'talenthub-certification-get-started': () => <CertificationPage />,
  'talenthub-certificate-verify': () => <CertificateVerifyPage />,
  'talenthub-jobs': () => <HubJobsPage />,
  'talenthub-job-detail': () => <HubJobPage />,
  'talenthub-post-job': () => <HubPostJobPage />,
  'talenthub-admin-add-job': () => <HubPostJobPage />,
  'talenthub-company-dashboard': () => <HubCompanyDashboardPage />,
  'talenthub-review-candidates': () => <HubReviewCandidatesPage />,
  // The public profile is the server's page (Open Graph, JSON-LD): the app
  // loads it in full instead of showing a screen of its own.
  'talenthub-profile': () => <ServerPage />,
  // Talenthub credits, referrals and the admin pages, in talenthub's top
  // bar (the credits badge).
  'talenthub-credits': () => (
    <HubShell>
      <HubCreditsPage />
    </HubShell>
  ),
  'talenthub-referrals': () => (
    <HubShell>
      <HubReferralsPage />
    </HubShell>
  ),
  'talenthub-admin-pending-credits': () => (
    <HubShell>
      <HubPendingCreditsPage />
    </HubShell>
  ),
  'talenthub-admin-operations': () => (
    <HubShell>
      <HubOperationsPage />
    </HubShell>
  ),
  'talenthub-admin-review-taggings': () => (
    <HubShell>
      <HubReviewTaggingsPage />
    </HubShell>
  ),
  'talenthub-admin-get-leads': () => (
    <HubShell>
      <HubLeadsPage />
    </HubShell>
  ),
  'talenthub-admin-skills': () => (
    <HubShell>
      <HubSkillsCataloguePage />
    </HubShell>
  ),
};

// renderScreen gives a screen; company pages (ats, screeno, wand) sit in the
// signed-in frame, which stays on screen while the next page's code loads.
export function renderScreen(entry: RouteEntry): ReactNode {
  const screen = screens[entry.screen];
  // Only built screens report usage: a placeholder is no use of the product.
  const usagePage = entry.screen in screens ? usagePageOfScreen[entry.screen] : undefined;
  const content = (
    <>
      {usagePage && <UsageReport page={usagePage} />}
      <Suspense fallback={<LoadingBar />}>{screen ? screen() : <PlaceholderPage title={entry.title} />}</Suspense>
    </>
  );
  if (entry.access !== 'protected') return content;
  return (
    <Suspense fallback={<LoadingBar />}>
      <SignedInScreen screen={entry.screen}>{content}</SignedInScreen>
    </Suspense>
  );
}
