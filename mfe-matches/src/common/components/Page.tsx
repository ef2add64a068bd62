import type { ReactNode } from 'react';

/** The content column every screen of this remote sits in. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div style={{ maxWidth: narrow ? 760 : 1200, margin: '0 auto', padding: '24px 16px' }}>{children}</div>;
}
