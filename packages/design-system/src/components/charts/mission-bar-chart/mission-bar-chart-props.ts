// Shared by mission-bar-chart.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBar, ChartBaseProps } from '../shared/chart-frame';

/** Props of {@link MissionBarChart}. */
export interface MissionBarChartProps extends ChartBaseProps {
  /** Content: one bar per mission — id, full name and completed percentage (0–100). */
  missions: readonly ChartBar[];
  /** Behaviour: the id of the chosen mission; its bar is highlighted and pressed (`aria-pressed`). */
  selectedMissionId?: string;
  /** Events: called with the mission's id when its bar is clicked or pressed with Enter or Space. */
  onSelect?: (missionId: string) => void;
  /** Appearance: height in px of the bars' area (axis labels add to it). */
  height?: number;
}
