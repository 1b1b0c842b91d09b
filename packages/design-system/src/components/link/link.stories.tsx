import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './link';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Actions/Link',
  component: Link,
  args: {
    children: 'Forgot Password',
    href: '#forgot-password',
    // A router's link handler prevents the navigation too; here it keeps the story (and its test) on the page.
    onClick: fn((event) => event.preventDefault()),
  },
  argTypes: {
    children: { control: 'text', table: { category: 'Content' } },
    externalHint: { table: { category: 'Content' } },
    href: { table: { category: 'Behaviour' } },
    external: { table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a link to another place in the app. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password' });
    await expect(link).toHaveAttribute('href', '#forgot-password');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Inside a sentence it takes the text's size and wraps with it. */
export const Inline: Story = {
  args: { children: 'Log In', href: '#login' },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 320 }}>
      Already have an account? <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log In' })).toBeVisible();
  },
};

/** Leaves the app: a new tab, `rel="noopener noreferrer"`, an icon, and "(opens in a new tab)" for screen readers. */
export const External: Story = {
  args: { children: 'Terms and conditions', href: 'https://example.com/terms', external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An in-page action with only `onClick` (the wizard's "Edit"): a real `<button>`, so Enter and Space work. */
export const AsButton: Story = {
  args: { children: 'Edit', href: undefined },
  play: async ({ args, canvas }) => {
    const edit = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Every kind, in and out of text, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={12}>
      <SheetTile caption="Internal — a link on its own">
        <p style={{ margin: 0 }}>
          <Link href="#home">Internal link</Link>
        </p>
      </SheetTile>
      <SheetTile caption="In a sentence — after the question it answers">
        <p style={{ margin: 0 }}>
          Already have an account? <Link href="#login">Log In</Link>
        </p>
      </SheetTile>
      <SheetTile caption="External — opens a new tab, marked">
        <p style={{ margin: 0 }}>
          Read the{' '}
          <Link href="https://example.com/terms" external>
            terms and conditions of the quest store
          </Link>{' '}
          before you buy.
        </p>
      </SheetTile>
      <SheetTile caption="Button-like — an action inside text">
        <p style={{ margin: 0 }}>
          Your mobile number is verified <Link onClick={() => undefined}>Edit</Link>
        </p>
      </SheetTile>
      <SheetTile caption="Very long — an address breaks where it overflows">
        <p style={{ margin: 0, fontSize: '0.875rem' }}>
          <Link href="#a-very-long-link">
            https://quest.example.com/a/very/long/address/that/has/to/wrap/on/a/phone/screen
          </Link>
        </p>
      </SheetTile>
      <SheetTile caption="Hindi — a link inside a Devanagari sentence" lang="hi">
        <p style={{ margin: 0 }}>
          क्या आपका पहले से खाता है? <Link href="#login">लॉग इन करें</Link>
        </p>
      </SheetTile>
      <SheetTile caption="Very long — an email address as the link text">
        <p style={{ margin: 0 }}>
          Write to <Link href={`mailto:${longText.email}`}>{longText.email}</Link> if your school changed.
        </p>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
