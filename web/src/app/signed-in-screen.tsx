import type { ReactNode } from 'react';
import { SignedInFrame } from '../features/shell/signed-in-frame';
import { SmartSearchOnlyGuard } from './smart-search-only-guard';

// SignedInScreen is the frame of a company page with the smart-search-only
// guard inside it. The two load as one chunk with the first signed-in page:
// the guard reads the user context through TanStack Query's useQuery, which
// the sign-in screens never call, so /login does not download it.
export function SignedInScreen({ screen, children }: { screen: string; children: ReactNode }) {
  return (
    <SignedInFrame>
      <SmartSearchOnlyGuard screen={screen}>{children}</SmartSearchOnlyGuard>
    </SignedInFrame>
  );
}
