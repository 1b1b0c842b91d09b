import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { FRIENDS_EMPTY_MESSAGE, FriendRow, FriendRowsSkeleton } from './friend-row';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Friend Row',
  component: FriendRow,
  args: { name: 'Rohan Verma', points: 1250, shared: false, disabled: false, onToggle: fn(), as: 'li' },
  argTypes: {
    name: { table: { category: 'Content' } },
    points: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    shared: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    as: { control: 'inline-radio', options: ['li', 'div'], table: { category: 'Behaviour' } },
    onToggle: { table: { category: 'Events' } },
    toggleLabel: { control: false, table: { category: 'Accessibility' } },
    style: { control: false, table: { category: 'Appearance' } },
    className: { table: { disable: true } },
  },
  decorators: [
    (Story, { tags, parameters }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : parameters.list === false ? (
        <div style={{ maxWidth: 400 }}>
          <Story />
        </div>
      ) : (
        <ul aria-label="My Friends Status(Points)" style={{ maxWidth: 400, margin: 0, padding: 0 }}>
          <Story />
        </ul>
      ),
  ],
} satisfies Meta<typeof FriendRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a press reports the new value; the caller passes it back as `shared`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Share with Rohan Verma' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('1,250 Points');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

/** Toggled on and off by click, Space and Enter, with the caller keeping the value. */
export const Toggle: Story = {
  render: function Render(args) {
    const [shared, setShared] = useState(args.shared);
    return (
      <FriendRow
        {...args}
        shared={shared}
        onToggle={(next) => {
          setShared(next);
          args.onToggle?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Share with Rohan Verma' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
  },
};

/** Sharing with this friend is on. */
export const On: Story = {
  args: { shared: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

/** Not available (e.g. while the change is saved): focusable, announced, presses ignored. */
export const Disabled: Story = {
  args: { shared: true, disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

/** Where the list shows no points, only the name. */
export const WithoutPoints: Story = {
  args: { points: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).not.toHaveTextContent('Points');
  },
};

/** A long name wraps; the switch keeps its 44 px target. */
export const LongText: Story = {
  args: { name: 'Venkataraghavan Subramaniam Krishnamurthy Iyengar', points: 125000 },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const box = canvas.getByRole('switch').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

/** While the friends list loads. */
export const Loading: Story = {
  parameters: { list: false },
  render: () => <FriendRowsSkeleton rows={3} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** No friends: the list shows the spec's empty text. */
export const Empty: Story = {
  parameters: { list: false },
  render: () => <EmptyState icon="users" size="sm" message={FRIENDS_EMPTY_MESSAGE} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Friends list not available')).toBeVisible();
  },
};

/** Off, on, disabled on and off, no points, a long name; the loading rows and the empty list. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={16} maxWidth={480}>
      <SheetTile caption="Friends — sharing on and off, saving (disabled), no points, a long name">
        <ul aria-label="My Friends Status(Points)" style={{ margin: 0, padding: 0 }}>
          <FriendRow name="Rohan Verma" points={1250} shared={false} />
          <FriendRow name="Ananya Sharma" points={980} shared />
          <FriendRow name="Fatima Sheikh" points={40} shared disabled />
          <FriendRow name="Arjun Nair" points={0} shared={false} disabled />
          <FriendRow name="Asha Rao" shared />
          <FriendRow
            name="Venkataraghavan Subramaniam Krishnamurthy Iyengar"
            points={125000}
            shared={false}
          />
        </ul>
      </SheetTile>
      <SheetTile caption="Loading — two skeleton rows">
        <FriendRowsSkeleton rows={2} />
      </SheetTile>
      <SheetTile caption="Empty — no friends yet">
        <EmptyState icon="users" size="sm" message={FRIENDS_EMPTY_MESSAGE} />
      </SheetTile>
      <SheetTile caption="Hindi — names in Devanagari" lang="hi">
        <ul aria-label="मेरे दोस्त" style={{ margin: 0, padding: 0 }}>
          <FriendRow name="रोहन वर्मा" points={1250} shared toggleLabel={(name) => `${name} के साथ शेयर करें`} />
          <FriendRow
            name="अनन्या शर्मा"
            points={980}
            shared={false}
            toggleLabel={(name) => `${name} के साथ शेयर करें`}
          />
        </ul>
      </SheetTile>
      <SheetTile caption="Very long — a name without spaces and a seven-digit score">
        <ul aria-label="Long names" style={{ margin: 0, padding: 0 }}>
          <FriendRow name={longText.email} points={1250000} shared />
        </ul>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
