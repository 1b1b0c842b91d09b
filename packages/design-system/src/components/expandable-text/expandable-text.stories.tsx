import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpandableText } from './expandable-text';
import { touchTargetProblems } from '../../internal/touch-targets';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const long =
  'The live class on Light and Shadows has moved to Saturday at 10:00 AM. Please join five minutes early so ' +
  'that your teacher can check attendance. Bring a torch, a sheet of white paper and a small toy for the ' +
  'shadow experiment. The recording will be available under Live classes after the session ends.';

const meta = {
  title: 'Design System/Display/Expandable Text',
  component: ExpandableText,
  args: { children: long, lines: 2, onExpandedChange: fn() },
  argTypes: {
    children: { control: 'text', table: { category: 'Content' } },
    moreLabel: { table: { category: 'Content' } },
    lessLabel: { table: { category: 'Content' } },
    lines: { control: { type: 'number', min: 1 }, table: { category: 'Appearance' } },
    expanded: { control: 'boolean', table: { category: 'Behaviour' } },
    defaultExpanded: { table: { category: 'Behaviour' } },
    onExpandedChange: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  // A card-width column for the single stories; the state sheet uses the whole width.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 328 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a long notification, clamped to 2 lines; "Show more" opens it, "Show less" closes it. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const more = await canvas.findByRole('button', { name: 'Show more' });
    const text = canvasElement.querySelector<HTMLElement>('[data-expanded]')!;
    const clampedHeight = text.getBoundingClientRect().height;
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(clampedHeight);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    less.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Short text that fits in 2 lines: no toggle. */
export const ShortText: Story = {
  args: { children: 'Your quest was renewed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your quest was renewed.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Starts open. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The toggle follows the box: widening the column until the text fits removes it. */
export const Remeasures: Story = {
  render: function Render(args) {
    const [width, setWidth] = useState(200);
    return (
      <div>
        <button type="button" onClick={() => setWidth(2000)}>
          Widen
        </button>
        <div style={{ width, maxWidth: 'none' }}>
          <ExpandableText {...args}>
            Notification text that wraps only when the column is narrow.
          </ExpandableText>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Show more' });
    await userEvent.click(canvas.getByRole('button', { name: 'Widen' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  },
};

/** Collapsed, expanded, short and unbroken texts, clamped to 1, 2 and 3 lines. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Collapsed — three lines, Show more">
        <ExpandableText>{long}</ExpandableText>
      </SheetTile>
      <SheetTile caption="Expanded — Show less">
        <ExpandableText defaultExpanded>{long}</ExpandableText>
      </SheetTile>
      <SheetTile caption="Short — fits, no toggle">
        <ExpandableText>Your quest was renewed.</ExpandableText>
      </SheetTile>
      <SheetTile caption="One line — clamped to one">
        <ExpandableText lines={1}>{long}</ExpandableText>
      </SheetTile>
      <SheetTile caption="Three lines — clamped to three">
        <ExpandableText lines={3}>{long}</ExpandableText>
      </SheetTile>
      <SheetTile caption="Unbroken link — breaks inside the word, clamped">
        <ExpandableText>{'https://example.org/'.padEnd(300, 'x')}</ExpandableText>
      </SheetTile>
      <SheetTile caption="Hindi — a long notice in Devanagari, clamped; matras are not cut" lang="hi">
        <ExpandableText>
          प्रकाश और छाया पर होने वाली लाइव क्लास अब शनिवार सुबह 10:00 बजे होगी। कृपया पाँच मिनट पहले जुड़ें ताकि आपके शिक्षक
          उपस्थिति दर्ज कर सकें। परछाईं वाले प्रयोग के लिए एक टॉर्च, सफ़ेद काग़ज़ और एक छोटा खिलौना साथ रखें।
        </ExpandableText>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    // At phone width every long text is cut off: five toggles read "Show more", the opened one "Show less".
    await waitFor(() => expect(within(sheet).getAllByRole('button', { name: 'Show more' })).toHaveLength(5));
    await expect(within(sheet).getByRole('button', { name: 'Show less' })).toBeVisible();
    sheet.style.width = '';
  },
};
