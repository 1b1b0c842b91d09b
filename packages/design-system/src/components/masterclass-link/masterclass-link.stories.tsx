import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MasterclassLink } from './masterclass-link';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, SheetTile, StateSheet as Sheet, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Masterclass Link',
  component: MasterclassLink,
  args: {
    name: 'Build your first game in Scratch',
    href: 'https://masterclass.example.org/scratch-games',
    live: false,
    external: true,
    // Stories never leave the page.
    onOpen: fn((event) => event.preventDefault()),
  },
  argTypes: {
    name: { table: { category: 'Content' } },
    liveLabel: { table: { category: 'Content' } },
    live: { table: { category: 'Appearance' } },
    href: { table: { category: 'Behaviour' } },
    external: { table: { category: 'Behaviour' } },
    onOpen: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(400)],
} satisfies Meta<typeof MasterclassLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a link that opens the masterclass in a new tab. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /^Build your first game in Scratch/ });
    await expect(link).toHaveAttribute('href', 'https://masterclass.example.org/scratch-games');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByText('Live')).toBeNull();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** On now: the "Live" badge, read as part of the link's name. Opens with Enter too. */
export const Live: Story = {
  args: { live: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Build your first game in Scratch , Live (opens in a new tab)',
    });
    await expect(canvas.getByText('Live')).toBeVisible();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** A long name wraps; the badge follows it. */
export const LongText: Story = {
  args: {
    live: true,
    name: 'Artificial intelligence for young makers: train an image classifier and put it in a web page',
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('link').parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Live and not live, short names, a Hindi name and very long ones (a title, a link); every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300}>
      <SheetTile caption="Live — on now, red border and Live badge">
        <MasterclassLink {...args} live />
      </SheetTile>
      <SheetTile caption="Not live — a short name">
        <MasterclassLink {...args} name="Python for beginners" />
      </SheetTile>
      <SheetTile caption="Hindi — live, Hindi name" lang="hi">
        <MasterclassLink {...args} live liveLabel="लाइव" name="स्क्रैच में अपना पहला गेम बनाइए" />
      </SheetTile>
      <SheetTile caption="Very long — a long live name wraps beside the badge">
        <MasterclassLink {...args} live name={longText.title} />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken word (a link) breaks instead of widening the page">
        <MasterclassLink {...args} name={longText.url} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
