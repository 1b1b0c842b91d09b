import { lazy, Suspense, useState } from 'react';
import { useIdleReady } from '@quest/design-system';
import type { HomeDashboardDialogsProps } from './home-dashboard-dialogs';

/** The dashboard's dialogs, their own chunk (ADR 0122). */
const HomeDashboardDialogs = lazy(async () => ({
  default: (await import('./home-dashboard-dialogs')).HomeDashboardDialogs,
}));

/** The longest the dialogs wait for an idle moment after the dashboard's first render. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * The home dashboard's dialogs, loaded after the dashboard has painted: at the first idle moment, or at once when one
 * must open before then (a mission's start, the quest switch, "Trial Expired"). Nothing shows until the chunk is
 * there, then the dialog opens whole (no empty frame); once loaded they stay mounted, so the competition's
 * once-a-visit decision is taken once.
 */
export function DashboardDialogs(props: HomeDashboardDialogsProps) {
  const idle = useIdleReady(IDLE_TIMEOUT_MS);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (idle || props.dialog !== null || props.trialDialogOpen)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <HomeDashboardDialogs {...props} />
    </Suspense>
  ) : null;
}
