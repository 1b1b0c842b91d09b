import { useDataLang, useTranslate } from '../../../i18n/use-texts';
import { BAR_CHART_HEIGHT } from '../shared/chart-scales';
import { PercentBarChart } from '../shared/percent-bar-chart';
import type { OperationBarChartProps } from './operation-bar-chart-props';

/** The drawn {@link OperationBarChart} (visx). Import it only through `OperationBarChart`, which loads it lazily. */
export function OperationBarChartEngine({
  title,
  showTitle,
  className,
  operations,
  height = BAR_CHART_HEIGHT,
}: OperationBarChartProps) {
  const t = useTranslate();
  // The bars' labels are the server's names of missions or operations.
  const labelLang = useDataLang();
  return (
    <PercentBarChart
      title={title}
      showTitle={showTitle}
      className={className}
      height={height}
      categoryHeading={t('Operation')}
      labelLang={labelLang}
      data={operations}
    />
  );
}
