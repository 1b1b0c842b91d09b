// TEMPORARY stub: replaced by the design-system foundation work.
import type { ReactNode } from 'react';
export function ThemeProvider({ children }: { children: ReactNode }) {
  return children;
}
