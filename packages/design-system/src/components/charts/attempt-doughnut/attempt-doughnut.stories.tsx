import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AttemptDoughnut } from './attempt-doughnut';
import { AttemptDoughnutEngine } from './attempt-doughnut-engine';
import {
  StateSheetGrid,
  chartBaseArgTypes,
  contentArg,
  expectTableRows,
  pixelRangeArg,
  playEmpty,
  playLoading,
  playStateSheet,
  preloadEngine,
} from '../shared/story-helpers';
import { SheetTile } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Charts/Attempt Doughnut',
  component: AttemptDoughnut,
  loaders: preloadEngine(AttemptDoughnut),
  args: { title: 'Current Attempt', correct: 6, incorrect: 3, skipped: 1, scoreObtained: 6, scoreTotal: 10 },
  argTypes: {
    correct: contentArg,
    incorrect: contentArg,
    skipped: contentArg,
    scoreObtained: contentArg,
    scoreTotal: contentArg,
    size: pixelRangeArg,
    ...chartBaseArgTypes,
  },
} satisfies Meta<typeof AttemptDoughnut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: Skip grey, Correct green, Incorrect red, the score obtained/total in the centre. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const correct = await canvas.findByRole('img', { name: 'Correct: 6' }, { timeout: 10_000 });
    await expect(canvas.getByText('6/10', { selector: 'text' })).toBeInTheDocument();
    await expect(canvas.getByText('Score', { selector: 'text' })).toBeInTheDocument();

    await userEvent.hover(correct);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Correct6');
    await userEvent.unhover(correct);

    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Skip: 1' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Skip1');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: 'Incorrect: 3' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Incorrect3');

    await expectTableRows(within(canvas.getByRole('table', { name: 'Current Attempt' })), [
      ['Skip', '1'],
      ['Correct', '6'],
      ['Incorrect', '3'],
      ['Score', '6/10'],
    ]);
  },
};

/** A perfect attempt: one green ring; Skip and Incorrect show 0 in the legend. */
export const AllCorrect: Story = {
  args: { correct: 10, incorrect: 0, skipped: 0, scoreObtained: 10, scoreTotal: 10 },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Correct: 10' }, { timeout: 10_000 });
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** While the result loads: a circle skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: playLoading,
};

/** No answers to count: the empty message instead of a chart. */
export const Empty: Story = {
  args: { correct: 0, incorrect: 0, skipped: 0, scoreObtained: 0, scoreTotal: 0 },
  play: playEmpty,
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={280}>
      <SheetTile caption="Current attempt — correct, incorrect and skipped">
        <AttemptDoughnutEngine
          title="Current Attempt"
          showTitle
          correct={6}
          incorrect={3}
          skipped={1}
          scoreObtained={6}
          scoreTotal={10}
          size={160}
        />
      </SheetTile>
      <SheetTile caption="Best attempt — all correct">
        <AttemptDoughnutEngine
          title="Best Attempt"
          showTitle
          correct={10}
          incorrect={0}
          skipped={0}
          scoreObtained={10}
          scoreTotal={10}
          size={160}
        />
      </SheetTile>
      <SheetTile caption="Mostly skipped — a thin correct slice">
        <AttemptDoughnutEngine
          title="Mostly skipped"
          showTitle
          correct={1}
          incorrect={0}
          skipped={9}
          scoreObtained={2.5}
          scoreTotal={25}
          size={160}
        />
      </SheetTile>
      <SheetTile caption="Loading — round skeleton">
        <AttemptDoughnut
          title="Loading"
          correct={0}
          incorrect={0}
          skipped={0}
          scoreObtained={0}
          scoreTotal={0}
          loading
          size={160}
        />
      </SheetTile>
      <SheetTile caption="Empty — no answers, the empty message">
        <AttemptDoughnut
          title="No answers"
          showTitle
          correct={0}
          incorrect={0}
          skipped={0}
          scoreObtained={0}
          scoreTotal={0}
        />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(4),
};
