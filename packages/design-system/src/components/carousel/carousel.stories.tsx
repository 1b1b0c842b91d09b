import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Card } from '../card';
import { Carousel } from './carousel';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

interface QuestSummary {
  id: number;
  name: string;
}

const quests: QuestSummary[] = Array.from({ length: 30 }, (_, i) => ({
  id: 100 + i,
  name: `Quest ${i + 1}`,
}));

const questCard = (quest: QuestSummary) => (
  <Card
    title={quest.name}
    subtitle="Class 8 · Science"
    actions={<Button size="sm">{`Launch ${quest.name}`}</Button>}
  />
);

const meta = {
  title: 'Design System/Navigation/Carousel',
  component: Carousel,
  args: {
    label: 'Assigned Quest',
    heading: <h2 style={{ margin: 0 }}>Assigned Quest</h2>,
    children: quests.map((quest) => <div key={quest.id}>{questCard(quest)}</div>),
    onIndexChange: fn(),
  },
  argTypes: {
    label: { table: { category: 'Accessibility' } },
    heading: { control: false, table: { category: 'Content' } },
    items: { control: false, table: { category: 'Content' } },
    renderItem: { control: false, table: { category: 'Content' } },
    getKey: { control: false, table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    index: { control: { type: 'number', min: 0 }, table: { category: 'Behaviour' } },
    defaultIndex: { control: { type: 'number', min: 0 }, table: { category: 'Behaviour' } },
    slideWidth: { control: 'text', table: { category: 'Appearance' } },
    previousLabel: { table: { category: 'Accessibility' } },
    nextLabel: { table: { category: 'Accessibility' } },
    slideLabel: { control: false, table: { category: 'Accessibility' } },
    onIndexChange: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slidesIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[aria-roledescription="slide"]');
const currentSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"][data-current]');

/** Driven by the controls: 30 quests, at most 5 cards in the page at any time, also after moving on. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Assigned Quest' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(slidesIn(canvasElement).length).toBeLessThanOrEqual(5);
    await expect(canvas.getByRole('group', { name: '1 of 30' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    const next = canvas.getByRole('button', { name: 'Next slide' });
    for (let i = 1; i <= 8; i += 1) {
      await userEvent.click(next);
      await expect(slidesIn(canvasElement).length).toBeLessThanOrEqual(5);
    }
    await expect(slidesIn(canvasElement)).toHaveLength(5);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('9 of 30');
    await expect(canvas.queryByText('Quest 6')).not.toBeInTheDocument();
    await expect(canvas.getByText('Quest 7')).toBeInTheDocument();
    await expect(canvas.getByText('Quest 11')).toBeInTheDocument();
    await expect(canvas.queryByText('Quest 12')).not.toBeInTheDocument();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(8);
  },
};

/** Items with a render function: only the neighbours of the current slide are drawn. */
export const WithRenderItem: Story = {
  render: (args) => (
    <Carousel
      label={args.label}
      heading={args.heading}
      items={quests}
      getKey={(quest) => quest.id}
      renderItem={questCard}
      defaultIndex={15}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(slidesIn(canvasElement)).toHaveLength(5);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('16 of 30');
    const drawn = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(drawn).toEqual(['Quest 14', 'Quest 15', 'Quest 16', 'Quest 17', 'Quest 18']);
  },
};

/** The buttons are disabled at the ends: previous on the first slide, next on the last. */
export const Ends: Story = {
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 30');
    canvas.getByRole('region', { name: 'Assigned Quest' }).focus();
    await userEvent.keyboard('{End}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('30 of 30');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(slidesIn(canvasElement)).toHaveLength(3);
  },
};

/** Keyboard: Tab to the carousel, then arrows move, Home and End jump; the buttons work with Enter too. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Assigned Quest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('4 of 30');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 30');
    await userEvent.keyboard('{End}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('30 of 30');
    await userEvent.keyboard('{Home}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 30');
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 30');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 30');
    await expect(slidesIn(canvasElement).length).toBeLessThanOrEqual(5);
  },
};

/** Focus moving into a neighbouring card (Tab) makes that slide current, so what has focus is in view. */
export const FocusFollows: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Launch Quest 1' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Launch Quest 2' })).toHaveFocus();
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 30'));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 30'));
  },
};

/** Swipes: a leftward swipe goes to the next slide, a rightward one back; a short or vertical move does nothing. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const viewport = currentSlide(canvasElement)!.parentElement!.parentElement!;
    // Outside a test runner (the built Storybook) React draws a swipe's move after the event, in a microtask: each
    // swipe waits for the next task before the slide is read.
    const swipe = async (fromX: number, toX: number, dy = 0) => {
      fireEvent.pointerDown(viewport, { clientX: fromX, clientY: 100, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { clientX: toX, clientY: 100 + dy, pointerId: 1, pointerType: 'touch' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await swipe(300, 100);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 30');
    await swipe(300, 100);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 30');
    await swipe(100, 300);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 30');
    await swipe(200, 180);
    await swipe(200, 120, 200);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 30');
  },
};

/** Controlled by the caller: the index comes from outside (e.g. restored from the last visit). */
export const Controlled: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(5);
    return (
      <>
        <Carousel {...args} index={index} onIndexChange={setIndex} />
        <p>Showing quest {index + 1}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing quest 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByText('Showing quest 5')).toBeVisible();
  },
};

/** A single slide: both buttons disabled. */
export const SingleSlide: Story = {
  args: { children: [<div key="only">{questCard(quests[0]!)}</div>] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** First, middle and last positions, and a single slide. */
const carouselCaptions: Record<number, string> = {
  0: 'At the start — back arrow disabled',
  14: 'In the middle — both arrows',
  29: 'At the end — forward arrow disabled',
};

export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      {[0, 14, 29].map((start) => (
        <SheetTile key={start} caption={carouselCaptions[start]!}>
          <Carousel
            label={`Quests from ${start + 1}`}
            heading={<h2 style={{ margin: 0, fontSize: 18 }}>{`Starting at ${start + 1}`}</h2>}
            items={quests}
            getKey={(quest) => quest.id}
            renderItem={questCard}
            defaultIndex={start}
            slideWidth="240px"
          />
        </SheetTile>
      ))}
      <SheetTile caption="One item — no arrows, nothing to scroll">
        <Carousel label="One quest" items={quests.slice(0, 1)} renderItem={questCard} slideWidth="240px" />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(slidesIn(sheet).length).toBeLessThanOrEqual(3 + 5 + 3 + 1);
  },
};
