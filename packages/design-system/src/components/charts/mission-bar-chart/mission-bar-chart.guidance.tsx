import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { MissionBarChart } from './mission-bar-chart';

const noop = () => {};

/** Designer guidance for MissionBarChart (shown on its docs page by mission-bar-chart.mdx). */
export const guidance: GuidanceProps = {
  use: ['Progress per mission of the quest; pressing a bar picks the mission whose operations show below.'],
  avoid: [
    'Operations of one mission: use Operation Bar Chart (its bars are not buttons).',
    'The four content kinds: use Category Bar Chart.',
  ],
  dos: [
    {
      caption:
        'Short, distinct mission names: under the bar they are cut at 20 characters, whole in the tooltip.',
      example: (
        <MissionBarChart
          title="Progress by mission"
          missions={[
            { id: 'm1', label: 'Light and shadows', value: 80 },
            { id: 'm2', label: 'Magnetism', value: 40 },
            { id: 'm3', label: 'चुंबकत्व और विद्युत', value: 62.5 },
          ]}
          selectedMissionId="m1"
          onSelect={noop}
          height={160}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't start every name with the same words: cut at 20 characters, all the labels read alike.",
      example: (
        <MissionBarChart
          title="Progress by mission (same prefix)"
          missions={[
            { id: 'a', label: 'Class 8 Science Mission 1: Light', value: 80 },
            { id: 'b', label: 'Class 8 Science Mission 2: Sound', value: 40 },
            { id: 'c', label: 'Class 8 Science Mission 3: Force', value: 62.5 },
          ]}
          onSelect={noop}
          height={160}
        />
      ),
    },
  ],
  content: [
    'Mission names: the distinguishing word first; 20 characters show under the bar (a Devanagari letter is never split from its matra).',
    'Values are completion percentages; the axis is labelled Completed(%).',
  ],
  a11y: [
    'Bars are toggle buttons named by the full mission name; the chosen one is pressed (aria-pressed).',
    'Tab reaches the chart once; arrow keys move between bars; Enter or Space picks. The hidden table lists every value.',
    'With many missions the bars keep their width and the chart scrolls sideways on a phone.',
  ],
};
