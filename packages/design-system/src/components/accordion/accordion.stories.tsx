import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './accordion';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const items: AccordionItem[] = [
  { id: 'intro', title: 'Introduction', content: <p>Why shadows change length during the day.</p> },
  { id: 'task-1', title: 'Light travels in straight lines', content: <p>Video, worksheet and a quiz.</p> },
  { id: 'task-2', title: 'Making shadows', content: <p>Activity: shadow puppets.</p> },
  { id: 'task-3', title: 'Eclipses', content: <p>Should never be seen.</p>, locked: true },
];

const meta = {
  title: 'Design System/Layout/Accordion',
  component: Accordion,
  args: { items, onOpen: fn(), onOpenChange: fn() },
  argTypes: {
    items: { control: 'object', table: { category: 'Content' } },
    lockedLabel: { table: { category: 'Content' } },
    openId: { control: 'text', table: { category: 'Behaviour' } },
    defaultOpenId: { control: 'text', table: { category: 'Behaviour' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    onOpenChange: { table: { category: 'Events' } },
    onOpen: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: one entry open at a time; opening reports `onOpen` so the app can load the task. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const intro = canvas.getByRole('button', { name: 'Introduction' });
    const task1 = canvas.getByRole('button', { name: 'Light travels in straight lines' });
    await expect(intro).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(intro);
    await expect(intro).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Introduction' })).toHaveTextContent('Why shadows');
    await expect(args.onOpen).toHaveBeenLastCalledWith('intro');
    await userEvent.click(task1);
    await expect(task1).toHaveAttribute('aria-expanded', 'true');
    await expect(intro).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Why shadows/)).not.toBeInTheDocument();
    await userEvent.click(task1);
    await expect(task1).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Keyboard: Tab between titles, Enter or Space opens and closes. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const task1 = canvas.getByRole('button', { name: 'Light travels in straight lines' });
    await expect(task1).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(task1).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpen).toHaveBeenCalledWith('task-1');
  },
};

/** A locked entry shows a lock and opens neither on click nor on Enter or Space. */
export const Locked: Story = {
  play: async ({ args, canvas }) => {
    const locked = canvas.getByRole('button', { name: 'Eclipses Locked' });
    await expect(within(locked).getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    locked.focus();
    await userEvent.keyboard('{Enter}');
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Should never be seen.')).not.toBeInTheDocument();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Open at first (uncontrolled), e.g. the Introduction when the operation has one. */
export const DefaultOpen: Story = {
  args: { defaultOpenId: 'intro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Controlled: the caller owns the open entry and shows a loading text while the task's content arrives. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<string | null>('task-2');
    return (
      <Accordion
        {...args}
        openId={open}
        onOpenChange={setOpen}
        items={args.items.map((item) =>
          item.id === open ? { ...item, content: <p>Loading {item.id}…</p> } : item,
        )}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading task-2…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Introduction' }));
    await expect(canvas.getByText('Loading intro…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Making shadows' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Closed, open, locked and long titles. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Default — one task open, one locked">
        <Accordion items={items} defaultOpenId="task-1" />
      </SheetTile>
      <SheetTile caption="Long titles — wrap over several lines, open and locked">
        <Accordion
          defaultOpenId="long"
          items={[
            {
              id: 'long',
              title: 'A very long task display name that wraps over several lines on a narrow phone screen',
              content: <p>{longText.sentence}</p>,
            },
            {
              id: 'locked-long',
              title: 'Another long locked task name that also has to wrap nicely',
              locked: true,
            },
            { id: 'url', title: longText.url, content: <p>{longText.email}</p> },
          ]}
        />
      </SheetTile>
      <SheetTile caption="Hindi — task names in Devanagari, one open, one locked" lang="hi">
        <Accordion
          defaultOpenId="hi-1"
          lockedLabel="लॉक है"
          items={[
            { id: 'hi-0', title: 'परिचय', content: <p>दिन में परछाईं की लंबाई क्यों बदलती है।</p> },
            {
              id: 'hi-1',
              title: 'प्रकाश सीधी रेखा में चलता है',
              content: <p>वीडियो, वर्कशीट और एक छोटी प्रश्नोत्तरी।</p>,
            },
            { id: 'hi-2', title: 'ग्रहण', content: <p>यह अभी नहीं खुलेगा।</p>, locked: true },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(context.canvasElement)).toEqual([]);
    await sheetFitsPhone(context);
  },
};
