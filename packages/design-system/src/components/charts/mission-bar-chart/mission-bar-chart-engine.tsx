import { useDataLang, useTranslate } from '../../../i18n/use-texts';
import { BAR_CHART_HEIGHT } from '../shared/chart-scales';
import { PercentBarChart } from '../shared/percent-bar-chart';
import type { MissionBarChartProps } from './mission-bar-chart-props';

/** The drawn {@link MissionBarChart} (visx). Import it only through `MissionBarChart`, which loads it lazily. */
export function MissionBarChartEngine({
  title,
  showTitle,
  className,
  missions,
  selectedMissionId,
  onSelect,
  height = BAR_CHART_HEIGHT,
}: MissionBarChartProps) {
  const t = useTranslate();
  // The bars' labels are the server's names of missions or operations.
  const labelLang = useDataLang();
  return (
    <PercentBarChart
      title={title}
      showTitle={showTitle}
      className={className}
      height={height}
      categoryHeading={t('Mission')}
      labelLang={labelLang}
      data={missions}
      selectedId={selectedMissionId}
      onSelect={onSelect}
    />
  );
}
