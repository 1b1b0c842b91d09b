import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OFFLINE_MESSAGE, OfflineBanner, SENDING_MESSAGE } from './offline-banner';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Offline Banner',
  component: OfflineBanner,
  args: { offline: true, waiting: 0, sending: false },
  argTypes: {
    offline: { table: { category: 'State' } },
    waiting: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    sending: { table: { category: 'State' } },
  },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: offline, announced politely. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  },
};

/** No network: what the student does is kept on the device. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^You are offline\./);
    await expect(status).not.toHaveTextContent(/waiting to be sent/);
  },
};

/** Offline with writes kept on the device: their count under the message. */
export const OfflineWithWaiting: Story = {
  args: { offline: true, waiting: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 changes waiting to be sent');
  },
};

/** One write kept: singular. */
export const OneWaiting: Story = {
  args: { offline: true, waiting: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 change waiting to be sent');
  },
};

/** Back online while the kept writes are sent. */
export const Sending: Story = {
  args: { offline: false, sending: true, waiting: 2 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(SENDING_MESSAGE);
    await expect(status).toHaveTextContent('2 changes waiting to be sent');
    await expect(status).not.toHaveTextContent(/offline/);
  },
};

/** Online with nothing to send: nothing is drawn. */
export const Online: Story = {
  args: { offline: false, sending: false, waiting: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    // Only the theme wrapper of the preview is there.
    await expect(canvasElement.textContent).toBe('');
    await expect(canvasElement.querySelector('svg, p')).toBeNull();
  },
};

/** Every state at the top of a page; at 360 px the long message wraps and nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet gap={12}>
      <SheetTile caption="Offline — nothing waiting">
        <OfflineBanner offline />
      </SheetTile>
      <SheetTile caption="Offline — one answer waiting (singular)">
        <OfflineBanner offline waiting={1} />
      </SheetTile>
      <SheetTile caption="Offline — twelve answers waiting">
        <OfflineBanner offline waiting={12} />
      </SheetTile>
      <SheetTile caption="Back online — sending four">
        <OfflineBanner offline={false} sending waiting={4} />
      </SheetTile>
      <SheetTile caption="Back online — sending, count unknown">
        <OfflineBanner offline={false} sending />
      </SheetTile>
      <SheetTile caption="Online — nothing shown">
        <OfflineBanner offline={false} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('status')).toHaveLength(5);
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    await expectCaptioned(sheet);
  },
};
