import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContentCard } from './content-card';
import { storyImages } from './story-image';
import {
  cardColumn,
  CardSkeletons,
  cardLoadingStory,
  expectWordsWhole,
} from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Content Card',
  component: ContentCard,
  args: {
    name: 'Parts of a whole',
    contentType: 'video',
    imageUrl: storyImages.watch,
    durationSeconds: 420,
    points: 20,
    completed: false,
    locked: false,
    onOpen: fn(),
  },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    contentType: {
      control: 'inline-radio',
      options: ['video', 'pdf', 'web', 'test', 'activity'],
      table: { category: 'Content' },
    },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    durationSeconds: { control: 'number', table: { category: 'Content' } },
    points: { control: 'number', table: { category: 'Content' } },
    completed: { control: 'boolean', table: { category: 'Appearance' } },
    locked: { control: 'boolean', table: { category: 'Behaviour' } },
    onOpen: { table: { category: 'Events' } },
    onLockedOpen: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    timeLabel: { table: { category: 'Accessibility' } },
    completedLabel: { table: { category: 'Accessibility' } },
    lockedLabel: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  // Two cards per row on a phone: the single stories show one card at that width.
  decorators: [cardColumn(200)],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the whole card is one button named by the content; a press opens it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: 'Parts of a whole' });
    await expect(card).toHaveAccessibleDescription('Time: 07:00 20 Points');
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches the card, Enter and Space open it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const card = canvas.getByRole('button', { name: 'Parts of a whole' });
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** A press anywhere on the card (here: on the image) opens it; the target is at least 44 px tall. */
export const WholeCardTarget: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const card = canvas.getByRole('button', { name: 'Parts of a whole' });
    const image = canvasElement.querySelector('img')!;
    const box = image.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + 8) as HTMLElement;
    await expect(hit).toBe(card);
    await userEvent.click(hit);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(card.closest('article')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Opened before (access count above 0): a check mark on the image, announced as completed. */
export const Completed: Story = {
  args: { completed: true },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('button', { name: 'Parts of a whole' });
    await expect(card).toHaveAccessibleDescription('Time: 07:00 20 Points Completed');
    // The mark sits on the image, so the name keeps the card's whole width. It is the card's first icon (the
    // image is an <img>; the clock and star come after it).
    const mark = canvasElement.querySelector('article svg')!;
    const image = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(mark.getBoundingClientRect().bottom).toBeLessThanOrEqual(image.bottom);
    await expect(card.getBoundingClientRect().top).toBeGreaterThanOrEqual(image.bottom);
  },
};

/** Locked (its kind is locked at this location, or the trial is over): a lock, announced; presses are ignored. */
export const Locked: Story = {
  args: { locked: true, contentType: 'test', imageUrl: undefined, name: 'Fractions quiz' },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: 'Fractions quiz' });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card).toHaveAccessibleDescription(/Locked$/);
    await expect(getComputedStyle(card.closest('article')!).cursor).toBe('not-allowed');
    // The locked look is a class set from React: no rule keys it off the target through :has() (ADR 0097).
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    await expect(rules.some((text) => text.includes(':has([aria-disabled'))).toBe(false);
    await userEvent.click(card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Locked, and the caller explains why: the press is reported to onLockedOpen (never onOpen); not disabled. */
export const LockedExplained: Story = {
  args: {
    locked: true,
    contentType: 'activity',
    imageUrl: undefined,
    name: 'Fraction Pizza Builder',
    onLockedOpen: fn(),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: 'Fraction Pizza Builder' });
    await expect(card).not.toHaveAttribute('aria-disabled');
    await expect(card).toHaveAccessibleDescription(/Locked$/);
    await userEvent.click(card);
    await expect(args.onLockedOpen).toHaveBeenCalledOnce();
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLockedOpen).toHaveBeenCalledTimes(2);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** No image: the design system's default tile for the kind (here a PDF). */
export const NoImage: Story = {
  args: { contentType: 'pdf', imageUrl: undefined, name: 'Fraction worksheet', durationSeconds: 600 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-tone="think"] svg')).not.toBeNull();
  },
};

/** A broken image falls back to the default tile. */
export const BrokenImage: Story = {
  args: { imageUrl: 'data:image/png;base64,broken', name: 'Fractions around us' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[data-tone="watch"] svg')).not.toBeNull();
  },
};

/** A long name is clamped to 2 lines; the full name is still the accessible name and the tooltip. */
export const LongName: Story = {
  args: {
    name: 'Equivalent fractions: why one half, two quarters and four eighths are the same amount of pizza',
    durationSeconds: 3725,
    points: 1250,
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: args.name });
    await expect(card).toHaveAttribute('title', args.name);
    const text = card.firstElementChild!;
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await expect(canvas.getByText('01:02:05')).toBeVisible();
    await expect(canvas.getByText('1,250 Points')).toBeVisible();
  },
};

/** The /task page's contents on a 320 px phone (two 121 px cards to a row) and in a 144 px desktop column. */
const narrowCards = [
  { name: 'Introduction to Fractions', contentType: 'video', completed: true },
  { name: 'Mathematics worksheet', contentType: 'pdf' },
  { name: 'Numerator and Denominator', contentType: 'test', locked: true, completed: true },
  {
    name: 'Equivalent fractions: why one half, two quarters and four eighths are the same',
    contentType: 'activity',
    completed: true,
  },
] as const;

/**
 * Narrow cards (two to a row on a 320 px phone, or a 144 px column): the name is set a size smaller with less inset,
 * wraps between words only ("Introduction", "Denominator" stay whole, never "Introductio / n") and is clamped to two
 * lines with an ellipsis after a whole word.
 */
export const NarrowCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[254, 144 * 2 + 12].map((width) => (
        <div
          key={width}
          data-testid={`grid-${width}`}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12, width }}
        >
          {narrowCards.map((card) => (
            <ContentCard key={card.name} durationSeconds={600} points={10} {...card} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const card of narrowCards) {
      for (const button of canvas.getAllByRole('button', { name: card.name })) {
        const text = button.firstElementChild as HTMLElement;
        await expectWordsWhole(text);
        await expect(getComputedStyle(text).fontSize).toBe('14px');
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        await expect(text.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2));
      }
    }
  },
};

/** While the list loads: card-shaped skeletons, announced once as loading. */
export const Loading: Story = {
  ...cardLoadingStory('Loading contents…', 96),
};

/** Every kind's default tile, with image, completed, locked, long name and loading, two per row on a phone. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={140} gap={12}>
      <SheetTile caption="Video — with image">
        <ContentCard
          name="Parts of a whole"
          contentType="video"
          imageUrl={storyImages.watch}
          durationSeconds={420}
          points={20}
        />
      </SheetTile>
      <SheetTile caption="Video — completed, fallback image">
        <ContentCard name="Fractions video" contentType="video" durationSeconds={360} points={10} completed />
      </SheetTile>
      <SheetTile caption="PDF — not started">
        <ContentCard name="Worksheet" contentType="pdf" durationSeconds={600} points={5} />
      </SheetTile>
      <SheetTile caption="Web page — completed">
        <ContentCard
          name="Fractions on the web"
          contentType="web"
          durationSeconds={300}
          points={5}
          completed
        />
      </SheetTile>
      <SheetTile caption="Test — locked">
        <ContentCard name="Fractions quiz" contentType="test" durationSeconds={900} points={30} locked />
      </SheetTile>
      <SheetTile caption="Activity — not started">
        <ContentCard name="Pizza party" contentType="activity" durationSeconds={180} points={15} />
      </SheetTile>
      <SheetTile caption="Long name — clamped, over an hour, completed and locked">
        <ContentCard
          name="Equivalent fractions: why one half, two quarters and four eighths are the same amount"
          contentType="activity"
          imageUrl={storyImages.play}
          durationSeconds={3725}
          points={1250}
          completed
          locked
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken name">
        <ContentCard name={longText.url} contentType="web" durationSeconds={300} points={5} />
      </SheetTile>
      <SheetTile caption="Hindi — name in Devanagari, clamped to its lines" lang="hi">
        <ContentCard
          name="भिन्न: आधा, दो चौथाई और चार आठवें भाग बराबर क्यों होते हैं"
          contentType="video"
          imageUrl={storyImages.watch}
          durationSeconds={420}
          points={20}
        />
      </SheetTile>
      <SheetTile caption="Loading — card skeleton">
        <CardSkeletons label="Loading contents…" height={80} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
