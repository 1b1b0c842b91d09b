import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { QuestCard } from './quest-card';
import {
  cardColumn,
  cardLoadingStory,
  headingClamped,
  pressIgnored,
} from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Quest Card',
  component: QuestCard,
  args: {
    name: 'Fractions Quest',
    imageUrl: storyImages.quest,
    price: 499,
    tagLabel: 'Popular',
    tagColour: '#1d4ed8',
    onDetails: fn(),
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: fn(), variant: 'secondary' },
      { label: 'Buy', onClick: fn() },
    ],
  },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    price: { control: 'number', table: { category: 'Content' } },
    tagLabel: { control: 'text', table: { category: 'Content' } },
    detailsLabel: { control: 'text', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    tagColour: { control: 'color', table: { category: 'Appearance' } },
    onDetails: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(260)],
} satisfies Meta<typeof QuestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: an online quest not yet tried shows the trial and Buy, with its price. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fractions Quest' })).toBeVisible();
    await expect(canvas.getByText('₹499')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '7-Day Trial' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }));
    await expect(args.actions![1]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Details opens the quest's detail dialog, by pointer or keyboard. */
export const Details: Story = {
  play: async ({ args, canvas }) => {
    const details = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    details.focus();
    await userEvent.keyboard(' ');
    await expect(args.onDetails).toHaveBeenCalledTimes(2);
  },
};

/** Free and online (or assigned): Launch. */
export const Launch: Story = {
  args: { price: 0, actions: [{ label: 'Launch', onClick: fn() }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Launch' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Launching: the button spins and ignores presses. */
export const Launching: Story = {
  args: { price: undefined, actions: [{ label: 'Launch', onClick: fn(), loading: true }] },
  play: pressIgnored('Launch', 'aria-busy', (args) => args.actions![0]!.onClick),
};

/** Offline: "I am interested" (the caller opens the interest form). */
export const Offline: Story = {
  args: { actions: [{ label: 'I am interested', onClick: fn(), variant: 'secondary' }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'I am interested' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** No icon and no tag: the default tile. */
export const NoImage: Story = {
  args: { imageUrl: undefined, tagLabel: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long name is clamped to 2 lines. */
export const LongName: Story = {
  args: { name: 'Fractions, decimals and percentages: the complete quest for curious sixth graders' },
  play: headingClamped,
};

/** While a carousel loads: card-shaped skeletons, announced once. */
export const Loading: Story = {
  ...cardLoadingStory('Loading quests…', 140),
};

/** Trial and Buy, Launch, launching, offline, no image, Hindi and long names; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={150}>
      <SheetTile caption="Trial and Buy — image, tag, price">
        <QuestCard
          name="Fractions Quest"
          imageUrl={storyImages.quest}
          price={499}
          tagLabel="Popular"
          tagColour="#1d4ed8"
          onDetails={() => {}}
          actions={[{ label: '7-Day Trial', trialDays: 7, variant: 'secondary' }, { label: 'Buy' }]}
        />
      </SheetTile>
      <SheetTile caption="Free — Launch, no image">
        <QuestCard name="Shapes Quest" price={0} onDetails={() => {}} actions={[{ label: 'Launch' }]} />
      </SheetTile>
      <SheetTile caption="Launching — Launch busy, light tag">
        <QuestCard
          name="Grade 6 Explorer"
          imageUrl={storyImages.quest}
          tagLabel="Assigned"
          tagColour="#fbbf24"
          onDetails={() => {}}
          actions={[{ label: 'Launch', loading: true }]}
        />
      </SheetTile>
      <SheetTile caption="Offline — I am interested, long name clamped">
        <QuestCard
          name="Fractions, decimals and percentages: the complete quest for curious sixth graders"
          price={1299}
          onDetails={() => {}}
          actions={[{ label: 'I am interested', variant: 'secondary' }]}
        />
      </SheetTile>
      <SheetTile caption="Hindi — name, tag and actions in Hindi" lang="hi">
        <QuestCard
          name="भिन्न क्वेस्ट: आधा, तिहाई और चौथाई"
          imageUrl={storyImages.quest}
          price={499}
          tagLabel="लोकप्रिय"
          tagColour="#1d4ed8"
          onDetails={() => {}}
          actions={[{ label: '7 दिन का ट्रायल', variant: 'secondary' }, { label: 'ख़रीदें' }]}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken name breaks inside the card">
        <QuestCard name={longText.word} price={1299} onDetails={() => {}} actions={[{ label: 'Launch' }]} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
