import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { LastViewedCard } from './last-viewed-card';
import { cardColumn, pressIgnored } from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

// 21 Nov 2026, 10:30 in India.
const viewedOn = Date.UTC(2026, 10, 21, 5, 0);

const meta = {
  title: 'Design System/Cards/Last Viewed Card',
  component: LastViewedCard,
  args: { name: 'Grade 6 Explorer', viewedOn, onLaunch: fn() },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    viewedOn: { control: 'date', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    launchLabel: { control: 'text', table: { category: 'Content' } },
    launching: { control: 'boolean', table: { category: 'Behaviour' } },
    onLaunch: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(480)],
} satisfies Meta<typeof LastViewedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the name, "Viewed on date: …" (India time) and Launch. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Grade 6 Explorer' })).toBeVisible();
    await expect(canvas.getByText('Viewed on date: 21 Nov 2026')).toBeVisible();
    const launch = canvas.getByRole('button', { name: 'Launch' });
    await userEvent.click(launch);
    launch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledTimes(2);
  },
};

/** With the quest icon as a thumbnail. */
export const WithImage: Story = {
  args: { imageUrl: storyImages.quest },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

/** Launching: the button spins and ignores presses. */
export const Launching: Story = {
  args: { launching: true },
  play: pressIgnored('Launch', 'aria-busy', (args) => args.onLaunch),
};

/** A long name is clamped to 2 lines. */
export const LongName: Story = {
  args: {
    name: 'Fractions, decimals and percentages: the complete quest for curious sixth graders and friends',
  },
};

/** While the catalogue loads. */
export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading…">
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="rect" height={48} width={160} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** Plain, with a thumbnail, launching and a long name. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={12}>
      <SheetTile caption="Default — text only">
        <LastViewedCard name="Grade 6 Explorer" viewedOn={viewedOn} />
      </SheetTile>
      <SheetTile caption="Launching — with image, Launch busy">
        <LastViewedCard name="Fractions Quest" viewedOn={viewedOn} imageUrl={storyImages.quest} launching />
      </SheetTile>
      <SheetTile caption="Long name — clamped, no image">
        <LastViewedCard
          name="Fractions, decimals and percentages: the complete quest for curious sixth graders and friends"
          viewedOn={viewedOn}
          imageUrl={null}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken name">
        <LastViewedCard name={longText.url} viewedOn={viewedOn} />
      </SheetTile>
      <SheetTile caption="Hindi — quest name and button in Devanagari" lang="hi">
        <LastViewedCard
          name="कक्षा 6 गणित: भिन्न, दशमलव और प्रतिशत"
          viewedOn={viewedOn}
          imageUrl={storyImages.quest}
          launchLabel="शुरू करें"
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
