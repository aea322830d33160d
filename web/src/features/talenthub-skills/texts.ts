// Texts of the skill dashboard, assessments and certificates. The badge
// texts are the public profile's (internal/marketplace BadgeText).
export const badgeTexts: Record<number, string> = {
  [-1]: 'Partially passed',
  0: 'Unverified',
  1: 'Verified: Proficient',
  2: 'Verified: Advanced',
  3: 'Verified: Expert',
};

export const skillDashboardText = 'Skill dashboard';
export const yourSkillsText = 'Your skills';
export const noSkillsText = 'No skills yet. Add skills to your profile or take an assessment.';
export const assessmentsText = 'Assessments';
export const attemptsText = 'Your attempts';
export const noAttemptsText = 'No assessments taken yet.';
export const certificatesText = 'Certificates';
export const noCertificatesText = 'No certificates yet. Pass an assessment with 8 or more right answers to get certified.';
export const takeText = 'Take assessment';
export const continueText = 'Continue';
export const getCertifiedText = 'Get certified';
export const loadFailedText = 'Something went wrong';
export const resultTexts: Record<string, string> = {
  passed: 'Passed',
  partial: 'Partially passed',
  failed: 'Not passed',
  '': 'In progress',
};

export const assessSkillsText = 'Assess skills';
export const startText = 'Start assessment';
export const startingText = 'Starting…';
export const timeUpText = 'Time is up. Answers after the deadline do not count.';
export const submitAnswerText = 'Submit answer';
export const answeredText = 'Answered';
export const finishText = 'Finish assessment';
export const finishingText = 'Finishing…';
export const certificateVerificationText = 'Certificate verification';
export const certificateNotFoundText = 'Certificate not found';
export const validText = 'Valid';
export const revokedText = 'Revoked';

export function badgeText(level: number): string {
  return badgeTexts[Math.max(-1, Math.min(3, level))] ?? badgeTexts[0];
}

export function formatDate(iso: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

export function formatDay(iso: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
}
