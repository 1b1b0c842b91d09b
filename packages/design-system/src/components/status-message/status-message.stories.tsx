import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Icon } from '../icon';
import { StatusMessage } from './status-message';

const meta = {
  title: 'Design System/Feedback/Status Message',
  component: StatusMessage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Nothing here yet',
    message: 'Your teacher has not assigned anything for this week.',
    headingLevel: 2,
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    message: { table: { category: 'Content' } },
    symbol: { control: false, table: { category: 'Content' } },
    action: { control: false, table: { category: 'Content' } },
    tone: { table: { category: 'Appearance' } },
    headingLevel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and message only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Nothing here yet');
  },
};

const goToStart = fn();

/** With a symbol and one action: the action is the caller's and receives the press. */
export const WithAction: Story = {
  args: {
    symbol: '404',
    title: 'Page not found',
    message: "We couldn't find this page.",
    headingLevel: 1,
    action: <Button onClick={goToStart}>Go to start</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    goToStart.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to start' }));
    await expect(goToStart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A failure: the symbol takes the error colour. */
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    symbol: <Icon name="error" size="xl" />,
    title: 'Something went wrong',
    message: 'Please try again.',
  },
};

/** Every state on one sheet for visual tests; at 360 px nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div data-testid="sheet">
      <StatusMessage
        headingLevel={2}
        title="Nothing here yet"
        message="Your teacher has not assigned anything."
      />
      <StatusMessage
        headingLevel={2}
        symbol="404"
        title="Page not found"
        message="We couldn't find this page."
        action={<Button>Go to start</Button>}
      />
      <StatusMessage
        headingLevel={2}
        tone="error"
        symbol={<Icon name="error" size="xl" />}
        title="Something went wrong"
        message="A very long explanation that has to wrap over several lines on a narrow phone screen without pushing anything sideways."
        action={<Button variant="secondary">Try again</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
