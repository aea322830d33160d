import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type WandReturn = components['schemas']['WandReturn'];

// wandReturnUrl asks the server for the extension's return URL with the
// session token appended; it refuses origins the install does not trust.
export function wandReturnUrl(returnUrl: string, token: string) {
  return api.post('wand/return-url', { body: { return_url: returnUrl, token } });
}
