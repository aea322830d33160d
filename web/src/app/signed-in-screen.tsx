import { lazy, type ReactNode } from 'react';
import { AssistantButton } from '../features/assistant/assistant-button';
import type { AssistantForms } from '../features/assistant/forms';
import { SignedInFrame } from '../features/shell/signed-in-frame';
import { SmartSearchOnlyGuard } from './smart-search-only-guard';

// assistantForm loads the timeline's and settings' forms the assistant
// reviews in (./assistant-forms) with the first form it shows.
function assistantForm<K extends keyof AssistantForms>(kind: K): AssistantForms[K] {
  return lazy(() => import('./assistant-forms').then((m) => ({ default: m.assistantForms[kind] }))) as unknown as AssistantForms[K];
}

const assistantForms: AssistantForms = {
  specific_schedule: assistantForm('specific_schedule'),
  self_schedule: assistantForm('self_schedule'),
  send_candidate_email: assistantForm('send_candidate_email'),
  invite_user: assistantForm('invite_user'),
  invite_agency_user: assistantForm('invite_agency_user'),
};

// SignedInScreen is the frame of a company page with the smart-search-only
// guard inside it. The two load as one chunk with the first signed-in page:
// the guard reads the user context through TanStack Query's useQuery, which
// the sign-in screens never call, so /login does not download it.
export function SignedInScreen({ screen, children }: { screen: string; children: ReactNode }) {
  return (
    <SignedInFrame topBar={<AssistantButton forms={assistantForms} />}>
      <SmartSearchOnlyGuard screen={screen}>{children}</SmartSearchOnlyGuard>
    </SignedInFrame>
  );
}
