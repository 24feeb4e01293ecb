import type { ReactNode } from 'react';

/** The usual clip pattern: read by screen readers, takes no space on screen. */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only, e.g. "(opens in a new tab)" after a link's visible label. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHiddenStyle}>{children}</span>;
}
