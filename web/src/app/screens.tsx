import type { ReactNode } from 'react';
import { PlaceholderPage } from '../components/placeholder-page';
import { AcceptInvitePage } from '../features/auth/accept-invite-page';
import { EmailVerifyPage } from '../features/auth/email-verify-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { PlatformPage } from '../features/platform/platform-page';
import { ProfilePage } from '../features/profile/profile-page';
import { EditJobPage, NewJobPage } from '../features/jobs/job-form-page';
import { JobPage } from '../features/jobs/job-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { QuestionPage } from '../features/jobs/question-page';
import { RecruitmentSetupPage } from '../features/jobs/recruitment-setup-page';
import { AllCandidatesPage } from '../features/candidates/all-candidates-page';
import { CandidateTimelinePage } from '../features/candidates/candidate-timeline-page';
import { CandidatesPage } from '../features/candidates/candidates-page';
import { HomePage } from '../features/shell/home-page';
import { SignedInFrame } from '../features/shell/signed-in-frame';
import { CompanySettingsPage } from '../features/team/company-settings-page';
import { UserPage } from '../features/team/user-page';
import { RootRedirect } from './root-redirect';
import type { RouteEntry } from './route-table';

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
  'accept-invite': () => <AcceptInvitePage />,
  'company-settings': () => <CompanySettingsPage />,
  user: () => <UserPage />,
  profile: () => <ProfilePage />,
  platform: () => <PlatformPage />,
  jobs: () => <JobsPage />,
  'job-new': () => <NewJobPage />,
  'job-edit': () => <EditJobPage />,
  job: () => <JobPage />,
  question: () => <QuestionPage />,
  'recruitment-setup': () => <RecruitmentSetupPage />,
  candidates: () => <CandidatesPage />,
  'all-candidates-view': () => <AllCandidatesPage />,
  'candidate-timeline': () => <CandidateTimelinePage />,
};

// renderScreen gives a screen; company pages (ats, screeno, wand) sit in the
// signed-in frame.
export function renderScreen(entry: RouteEntry): ReactNode {
  const screen = screens[entry.screen];
  const page = screen ? screen() : <PlaceholderPage title={entry.title} />;
  return entry.access === 'protected' ? <SignedInFrame>{page}</SignedInFrame> : page;
}
