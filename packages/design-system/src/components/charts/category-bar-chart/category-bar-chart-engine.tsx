import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { BAR_CHART_HEIGHT } from '../shared/chart-scales';
import { PercentBarChart } from '../shared/percent-bar-chart';
import type { CategoryBarChartProps } from './category-bar-chart-props';

/*
 * The four content categories' names. A select, so that they have their own Hindi: "Play" here is the Play
 * content (games), not the player's Play button (ADR 0142: one English text reads the same in every place).
 */
const CATEGORY = '{category, select, watch {Watch} think {Think} solve {Solve} other {Play}}';

/** The drawn {@link CategoryBarChart} (visx). Import it only through `CategoryBarChart`, which loads it lazily. */
export function CategoryBarChartEngine({
  title,
  showTitle,
  className,
  watch,
  think,
  solve,
  play,
  height = BAR_CHART_HEIGHT,
}: CategoryBarChartProps) {
  const t = useTranslate();
  const { chart } = tokens.color;
  return (
    <PercentBarChart
      title={title}
      showTitle={showTitle}
      className={className}
      height={height}
      categoryHeading={t('Category')}
      data={[
        { id: 'watch', label: t(CATEGORY, { category: 'watch' }), value: watch, colour: chart.watch },
        { id: 'think', label: t(CATEGORY, { category: 'think' }), value: think, colour: chart.think },
        { id: 'solve', label: t(CATEGORY, { category: 'solve' }), value: solve, colour: chart.solve },
        { id: 'play', label: t(CATEGORY, { category: 'play' }), value: play, colour: chart.play },
      ]}
    />
  );
}
