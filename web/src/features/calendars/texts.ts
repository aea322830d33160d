import type { CalendarProviderName } from './api/get-calendar-connections';

// The spec's calendar connect results, character for character.
export const successText = 'Successfully integrated!';
export const emailMismatchText = 'Please authorize with registered email!';
export const acceptScopesText = 'Please accept all the scopes!';
export const somethingWrongText = 'Something went wrong!';
export const revokeAccessText = 'Please revoke access and try again';

// Ours: the spec has none for these.
export const calendarText = 'Calendar';
export const calendarIntroText =
  'Connect your Google or Outlook calendar: your busy times then count when candidates pick a slot, and the interviews you organise are put on it.';
export const providerNames: Record<CalendarProviderName, string> = { google: 'Google', outlook: 'Outlook' };
export const connectText = (provider: CalendarProviderName) => `Connect ${providerNames[provider]}`;
export const unavailableText = (provider: CalendarProviderName) => `${providerNames[provider]} is not set up on this server.`;
export const connectedText = (provider: CalendarProviderName) => `Connected to ${providerNames[provider]}`;
export const erroredText = (provider: CalendarProviderName) => `${providerNames[provider]} refused access`;
export const disconnectText = 'Disconnect';
export const disconnectedText = 'Calendar disconnected';
export const retryText = 'Try again';
export const cancelText = 'Cancel';
export const waitingText = (provider: CalendarProviderName) => `Waiting for ${providerNames[provider]}: finish in the window that opened.`;
export const popupBlockedText = 'Your browser blocked the window. Allow pop-ups for this site and try again.';
export const revokeHintText = (provider: CalendarProviderName) => `Revoke Hirekit's access on your ${providerNames[provider]} account's permissions page`;
export const loadFailedText = 'The calendar connection could not be loaded.';
export const callbackTitleText = 'Connecting calendar';
export const closeWindowText = 'You can close this window.';

// resultText is what the widget tells the user for a return status.
export function resultText(status: string): string {
  switch (status) {
    case 'success':
      return successText;
    case 'email_mismatch':
      return emailMismatchText;
    case 'access_denied':
    case 'consent_required':
    case 'scope_not_accepted':
      return acceptScopesText;
    case 'refresh_token_not_present':
      return revokeAccessText;
    case 'authorization_error':
      return 'Unable to authorize';
    default:
      return somethingWrongText;
  }
}

// permissionsPages are where a user revokes Hirekit's access, for the
// revoke hint before any connection is stored (a stored one carries its
// own permissions_url).
export const permissionsPages: Record<CalendarProviderName, string> = {
  google: 'https://myaccount.google.com/permissions',
  outlook: 'https://myapps.microsoft.com',
};
