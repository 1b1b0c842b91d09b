import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuestionStepper, type QuestionMark } from './question-stepper';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const ten: QuestionMark[] = [
  { answered: true },
  { answered: true, flagged: true },
  { skipped: true },
  {},
  { skipped: true, flagged: true },
  {},
  {},
  {},
  {},
  {},
];

const twoHundred: QuestionMark[] = Array.from({ length: 200 }, (_, i) => ({
  answered: i < 120 && i % 3 !== 0,
  skipped: i < 120 && i % 3 === 0,
  flagged: i % 17 === 0,
}));

const meta = {
  title: 'Design System/Navigation/Question Stepper',
  component: QuestionStepper,
  args: { questions: ten, current: 3, onSelect: fn() },
  argTypes: {
    questions: { control: 'object', table: { category: 'Content' } },
    current: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    labels: { control: 'object', table: { category: 'Content' } },
    maxRows: { control: { type: 'number', min: 1 }, table: { category: 'Appearance' } },
    layout: {
      control: 'inline-radio',
      options: ['rows', 'strip', 'responsive'],
      table: { category: 'Appearance' },
    },
    showLegend: { table: { category: 'Appearance' } },
    label: { table: { category: 'Accessibility' } },
    onSelect: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof QuestionStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: every mark is in words too, and a click jumps to that question. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Question 1, Answered' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Question 2, Answered, Flagged' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Question 3, Skipped' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Question 4, Not visited' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Question 5, Skipped, Flagged' }));
    await expect(args.onSelect).toHaveBeenCalledWith(4);
  },
};

/** Keyboard: one Tab stop on the current number; arrows, Home and End move; Enter jumps. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Question 4,/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Question 6,/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: /^Question 1,/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: /^Question 1,/ })).toHaveFocus();
    await userEvent.keyboard('{End} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(9);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Question 10,/ })).not.toHaveFocus();
  },
};

/** The runner moving on (Next): the current mark and the Tab stop follow. */
export const FollowsTheRunner: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(0);
    return (
      <>
        <QuestionStepper
          {...args}
          current={current}
          onSelect={(index) => {
            setCurrent(index);
            args.onSelect(index);
          }}
        />
        <button type="button" onClick={() => setCurrent((c) => Math.min(c + 1, args.questions.length - 1))}>
          Next
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const third = canvas.getByRole('button', { name: /^Question 3,/ });
    await expect(third).toHaveAttribute('aria-current', 'step');
    await expect(third).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: /^Question 8,/ }));
    await expect(canvas.getByRole('button', { name: /^Question 8,/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** 200 questions on a phone: the numbers wrap and scroll inside the stepper; the current one is scrolled into view. */
export const TwoHundredQuestions: Story = {
  args: { questions: twoHundred, current: 150 },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <QuestionStepper {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const current = canvas.getByRole('button', { name: /^Question 151,/ });
    await waitFor(() => {
      const box = current.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
    await userEvent.click(current);
    await expect(args.onSelect).toHaveBeenCalledWith(150);
  },
};

const twelve: QuestionMark[] = Array.from({ length: 12 }, (_, i) => ({
  answered: i < 8 && i !== 3,
  skipped: i === 3,
  flagged: i === 5,
}));

/**
 * A 12-question test on a 320 px phone, the runner's layout: one strip of numbers that scrolls sideways inside
 * itself (624 px of numbers in a 320 px screen). Choosing question 12 scrolls the strip, never the page.
 */
export const StripOnAPhone: Story = {
  args: { questions: twelve, current: 0, layout: 'strip', showLegend: false },
  render: function Render(args) {
    const [current, setCurrent] = useState(args.current);
    return (
      <div data-testid="phone" style={{ width: 320 }}>
        <QuestionStepper
          {...args}
          current={current}
          onSelect={(index) => {
            setCurrent(index);
            args.onSelect(index);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const phone = canvas.getByTestId('phone');
    const list = canvas.getByRole('list');
    await expect(list).toHaveAttribute('data-scroll-x');
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);

    const last = canvas.getByRole('button', { name: /^Question 12,/ });
    await userEvent.click(last);
    await expect(args.onSelect).toHaveBeenCalledWith(11);
    await expect(last).toHaveAttribute('aria-current', 'step');
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(view.left);
      expect(box.right).toBeLessThanOrEqual(view.right);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(window.scrollX).toBe(0);

    // Back to the start with Home + Enter: the strip scrolls back so question 1 is in view.
    list.scrollLeft = list.scrollWidth;
    await userEvent.keyboard('{Home}{Enter}');
    const first = canvas.getByRole('button', { name: /^Question 1,/ });
    await waitFor(() => {
      const box = first.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(view.left);
      expect(box.right).toBeLessThanOrEqual(view.right);
    });
    await expect(window.scrollX).toBe(0);
  },
};

/** A later question current when the strip first draws (question 11 of 12): it starts scrolled to show it. */
export const StripStartsAtTheCurrent: Story = {
  args: { questions: twelve, current: 10, layout: 'strip', showLegend: false },
  render: (args) => (
    <div data-testid="phone" style={{ width: 320 }}>
      <QuestionStepper {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const current = canvas.getByRole('button', { name: /^Question 11,/ });
    // The strip scrolls to the current question in an effect: outside a test runner, after the play has begun.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const box = current.getBoundingClientRect();
    const view = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(view.left);
    await expect(box.right).toBeLessThanOrEqual(view.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without the legend, where the screen explains the marks elsewhere. */
export const WithoutLegend: Story = { args: { showLegend: false } };

/** Every mark, current on each kind, 200 questions, and a 12-question strip on a 320 px phone. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      <SheetTile caption="Grid — current on an answered question, with the legend">
        <QuestionStepper label="Current on answered" questions={ten} current={0} onSelect={() => {}} />
      </SheetTile>
      <SheetTile caption="Grid — current on a skipped question">
        <QuestionStepper
          label="Current on skipped"
          questions={ten}
          current={2}
          onSelect={() => {}}
          showLegend={false}
        />
      </SheetTile>
      <SheetTile caption="Grid — current on a flagged question">
        <QuestionStepper
          label="Current on flagged"
          questions={ten}
          current={4}
          onSelect={() => {}}
          showLegend={false}
        />
      </SheetTile>
      <SheetTile caption="Two hundred questions — two rows, then scroll">
        <QuestionStepper
          label="Two hundred"
          questions={twoHundred}
          current={0}
          onSelect={() => {}}
          maxRows={2}
        />
      </SheetTile>
      <SheetTile caption="Strip — question 11 of 12 in a 320 px column" exampleStyle={{ maxWidth: 320 }}>
        <QuestionStepper
          label="Strip, question 11 of 12"
          questions={twelve}
          current={10}
          layout="strip"
          onSelect={() => {}}
          showLegend={false}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
