import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { TimeDisplay } from './time-display';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Time Display',
  component: TimeDisplay,
  args: { elapsed: 75, total: 600 },
  argTypes: {
    elapsed: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    total: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
  },
  // The state sheet draws a dark surface inside each tile, so its captions stay on the page's background.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <PlayerSurface>
          <Story />
        </PlayerSurface>
      ),
  ],
} satisfies Meta<typeof TimeDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Elapsed and total as mm:ss, read as "Elapsed time 01:15 of 10:00". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('01:15');
    await expect(text).toContain('10:00');
    await expect(within(canvasElement).getByText('Elapsed time')).toBeInTheDocument();
  },
};

/** Before the video has loaded: 00:00 / 00:00. */
export const Loading: Story = {
  args: { elapsed: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('00:00');
  },
};

/** From an hour on: hh:mm:ss. */
export const LongVideo: Story = {
  args: { elapsed: 3725, total: 5400 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('01:02:05');
    await expect(canvasElement.textContent).toContain('01:30:00');
  },
};

/** Loading, short and long videos, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={160}>
      <SheetTile caption="Not started — 00:00 / 00:00">
        <PlayerSurface>
          <TimeDisplay elapsed={0} total={0} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Minutes — a ten-minute video">
        <PlayerSurface>
          <TimeDisplay elapsed={75} total={600} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Hours — a 90-minute class">
        <PlayerSurface>
          <TimeDisplay elapsed={3725} total={5400} />
        </PlayerSurface>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(sheet.textContent).toContain('01:02:05');
    await expectCaptioned(sheet);
  },
};
