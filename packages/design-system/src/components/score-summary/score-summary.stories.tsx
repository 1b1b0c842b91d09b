import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreSummary } from './score-summary';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** A stand-in for the attempt's doughnut, which the Charts group provides. */
const chart = (
  <svg width="160" height="160" viewBox="0 0 42 42" role="img" aria-label="Current attempt chart">
    <circle cx="21" cy="21" r="15.9" fill="none" stroke="currentColor" strokeWidth="5" opacity="0.25" />
  </svg>
);

const meta = {
  title: 'Design System/Reports/Score Summary',
  component: ScoreSummary,
  args: {
    title: 'Current Attempt',
    obtained: 14,
    total: 20,
    correct: 14,
    incorrect: 4,
    skipped: 2,
    attempts: 1,
    timeTakenSeconds: 725,
    loading: false,
    headingLevel: 3,
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    obtained: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    total: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    correct: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    incorrect: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    skipped: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    attempts: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    timeTakenSeconds: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    chart: { control: false, table: { category: 'Content' } },
    loading: { table: { category: 'Behaviour' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(560)],
} satisfies Meta<typeof ScoreSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the six figures with the spec's labels; time taken as m:ss. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Current Attempt' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Score', 'Correct', 'Incorrect', 'Skipped', 'Attempts', 'Time Taken']);
    await expect(values).toEqual(['14/20', '14', '4', '2', '1', '12:05']);
  },
};

/** With the attempt's doughnut beside the figures (side by side when there is room). */
export const WithChart: Story = {
  args: { chart },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Current attempt chart' })).toBeVisible();
  },
};

/** The best attempt's block, with the same figures. */
export const BestAttempt: Story = {
  args: {
    title: 'Best Attempt',
    obtained: 18,
    correct: 18,
    incorrect: 2,
    skipped: 0,
    attempts: 3,
    timeTakenSeconds: 65,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Best Attempt' });
    await expect(region).toHaveTextContent('Time Taken1:05');
  },
};

/** Nothing answered in no time: zeros, not blanks. */
export const Empty: Story = {
  args: { obtained: 0, correct: 0, incorrect: 0, skipped: 20, timeTakenSeconds: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('Score0/20');
    await expect(canvas.getByRole('region')).toHaveTextContent('Time Taken0:00');
  },
};

/** While the result loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Current Attempt' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('term')).toBeNull();
  },
};

/** Current with chart, best attempt, large figures, empty and loading. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={420} gap={16}>
      <SheetTile caption="Current attempt — with its chart">
        <ScoreSummary {...args} chart={chart} />
      </SheetTile>
      <SheetTile caption="Best attempt — no chart, three attempts">
        <ScoreSummary
          {...args}
          title="Best Attempt"
          obtained={18}
          correct={18}
          incorrect={2}
          skipped={0}
          attempts={3}
        />
      </SheetTile>
      <SheetTile caption="Hindi — Hindi title" lang="hi">
        <ScoreSummary {...args} title="सबसे अच्छा प्रयास: विज्ञान इकाई परीक्षा 3" />
      </SheetTile>
      <SheetTile caption="Very long — a long title, large and decimal figures, three hours">
        <ScoreSummary
          {...args}
          title={longText.title}
          obtained={487.5}
          total={600}
          correct={1950}
          incorrect={1234}
          skipped={816}
          attempts={12}
          timeTakenSeconds={10799}
        />
      </SheetTile>
      <SheetTile caption="Loading">
        <ScoreSummary {...args} title="Attempt 2" loading />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
