import type { ReactNode } from 'react';

// VisuallyHidden is read by screen readers and not drawn: words that complete
// an accessible name without changing what the eye sees.
const style = {
  border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden',
  padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={style}>{children}</span>;
}
