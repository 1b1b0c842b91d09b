import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { splitWords } from '../card-stories-shared/story-helpers';
import { Icon } from '../icon';
import { Card } from './card';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

/** A stand-in illustration for media slots. */
const illustration = (
  <svg viewBox="0 0 16 9" role="img" aria-label="Illustration">
    <rect width="16" height="9" fill="currentColor" opacity="0.15" />
  </svg>
);

const meta = {
  title: 'Design System/Layout/Card',
  component: Card,
  args: {
    title: 'Light and shadows',
    subtitle: '12 min · 20 Points',
    children: 'How shadows form and why they change length during the day.',
    headingLevel: 3,
  },
  argTypes: {
    title: { control: 'text', table: { category: 'Content' } },
    subtitle: { control: 'text', table: { category: 'Content' } },
    headerEnd: { control: false, table: { category: 'Content' } },
    media: { control: false, table: { category: 'Content' } },
    children: { control: 'text', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    titleLines: { control: 'number', table: { category: 'Appearance' } },
    href: { control: 'text', table: { category: 'Behaviour' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    onClick: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  // A card-width column for the single stories; the state sheet uses the whole width.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a plain surface with a heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Light and shadows' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Light and shadows');
  },
};

/** With media above and actions at the foot. */
export const WithMediaAndActions: Story = {
  args: {
    media: illustration,
    actions: (
      <>
        <Button size="sm">Launch</Button>
        <Button size="sm" variant="text">
          Details
        </Button>
      </>
    ),
  },
};

/** Interactive: the whole card is one button named by its title; a press anywhere on it counts. */
export const Interactive: Story = {
  args: {
    onClick: fn(),
    headerEnd: <Icon name="check-circle" label="Viewed" />,
    titleLines: 2,
    title: 'Light and shadows: how they form, why they change and what they tell us about the Sun',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Light and shadows/ });
    const body = canvas.getByText(/How shadows form/);
    const box = body.getBoundingClientRect();
    // The title's target is stretched over the card: the body's spot hits the same button.
    await expect(document.elementFromPoint(box.left + 4, box.top + 4)).toBe(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Interactive as a link: the whole card goes to `href`. Actions inside stay separate targets. */
export const InteractiveLink: Story = {
  args: {
    href: '#quest-details',
    onClick: fn((event) => event.preventDefault()),
    actions: <Button size="sm">Buy now</Button>,
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Light and shadows' });
    await expect(link).toHaveAttribute('href', '#quest-details');
    const buy = canvas.getByRole('button', { name: 'Buy now' });
    const box = buy.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + 4)?.closest('button')).toBe(buy);
    await userEvent.click(buy);
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * Narrow cards with something at the header's end: a title wraps between words, never inside one; clamped, it ends
 * in an ellipsis after a whole word. A word wider than the line ("Photosynthesis" in 84 px) breaks as a last resort
 * inside the title's box, never past it (ADR 0096).
 */
export const NarrowTitle: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 150 }}>
      {['Fractions and decimals on a number line, with games and quizzes', 'Photosynthesis'].map((title) => (
        <Card
          key={title}
          title={title}
          titleLines={2}
          headerEnd={<Icon name="check-circle" label="Viewed" />}
          onClick={() => {}}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [words, long] = canvas.getAllByRole('heading', { level: 3 }).map((heading) => ({
      heading,
      text: heading.querySelector('button')!.firstElementChild as HTMLElement,
    }));
    await expect(splitWords(words!.text)).toEqual([]);
    await expect(words!.text.scrollHeight).toBeGreaterThan(words!.text.clientHeight);
    // The title's button fills the heading: it is not sized by the title's longest word and pushed past the icon.
    for (const { heading, text } of [words!, long!]) {
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
        heading.getBoundingClientRect().right,
      );
    }
  },
};

/** Every arrangement: plain, with media, with actions, interactive and a long clamped title. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={260}>
      <SheetTile caption="Plain — title, subtitle and body">
        <Card title="Plain card" subtitle="Subtitle">
          Body text of a plain card.
        </Card>
      </SheetTile>
      <SheetTile caption="With media — illustration and a viewed mark">
        <Card title="With media" media={illustration} headerEnd={<Icon name="check-circle" label="Viewed" />}>
          Body under an illustration.
        </Card>
      </SheetTile>
      <SheetTile caption="With actions — one button at the foot">
        <Card title="With actions" actions={<Button size="sm">Launch</Button>}>
          Body with one action.
        </Card>
      </SheetTile>
      <SheetTile caption="Interactive — long title clamped to two lines">
        <Card
          title="Interactive card whose long title is clamped to two lines so the grid stays even"
          titleLines={2}
          subtitle="10 min · 5 Points"
          onClick={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken word and an email in the body wrap">
        <Card title="Body only">
          Averyveryverylongwordwithoutanyspacethatmustwrapinsteadofpushingthecardsideways. {longText.email}
        </Card>
      </SheetTile>
      <SheetTile caption="Hindi — title, subtitle, body and action in Devanagari" lang="hi">
        <Card title="प्रकाश और छाया" subtitle="10 मिनट · 5 अंक" actions={<Button size="sm">शुरू करें</Button>}>
          परछाईं कैसे बनती है और दिन भर उसकी लंबाई क्यों बदलती रहती है, यह इस मिशन में जानिए।
        </Card>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
