import type { components } from '../../../api/types.gen';

export type EmailPreferences = components['schemas']['EmailPreferences'];
export type EmailKind = components['schemas']['EmailKind'];

export const emailKeys = {
  own: ['talenthub-email', 'own'] as const,
  byToken: (token: string) => ['talenthub-email', 'token', token] as const,
};
