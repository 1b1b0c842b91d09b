import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Icon } from '../icon';
import { StatusMessage } from './status-message';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

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

/** Empty, not found, error, Hindi and very long content; every tile captioned, nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Empty — a title and message, no symbol or action">
        <StatusMessage
          headingLevel={2}
          title="Nothing here yet"
          message="Your teacher has not assigned anything."
        />
      </SheetTile>
      <SheetTile caption="Not found — a text symbol and an action">
        <StatusMessage
          headingLevel={2}
          symbol="404"
          title="Page not found"
          message="We couldn't find this page."
          action={<Button>Go to start</Button>}
        />
      </SheetTile>
      <SheetTile caption="Error — error tone, icon, long message, Try again">
        <StatusMessage
          headingLevel={2}
          tone="error"
          symbol={<Icon name="error" size="xl" />}
          title="Something went wrong"
          message="A very long explanation that has to wrap over several lines on a narrow phone screen without pushing anything sideways."
          action={<Button variant="secondary">Try again</Button>}
        />
      </SheetTile>
      <SheetTile caption="Hindi — error with title, message and action in Hindi" lang="hi">
        <StatusMessage
          headingLevel={2}
          tone="error"
          symbol={<Icon name="error" size="xl" />}
          title="कुछ गड़बड़ हो गई"
          message="आपकी जानकारी लोड नहीं हो सकी। कृपया इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।"
          action={<Button variant="secondary">फिर से कोशिश करें</Button>}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title, a 160-character message and an unbroken link">
        <StatusMessage
          headingLevel={2}
          title={longText.title}
          message={`${longText.sentence} ${longText.url}`}
          action={<Button>Go to start</Button>}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
