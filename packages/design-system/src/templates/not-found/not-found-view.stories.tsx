import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundView } from './not-found-view';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Templates/Not Found',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
  args: { actionLabel: 'Go to start', onAction: fn() },
  argTypes: {
    title: { table: { category: 'Content' } },
    message: { table: { category: 'Content' } },
    actionLabel: { table: { category: 'Content' } },
    onAction: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address, with the default heading and line. Pressing the button calls `onAction`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to start' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the default heading and line, and the app's "Go to start", in Hindi; the button works. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(
      canvas.getByText('हमें यह पेज नहीं मिल सका। हो सकता है लिंक पुराना हो या गलत लिखा गया हो।'),
    ).toBeVisible();
    await expect(canvas.queryByText('Page not found')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'शुरुआत पर जाएँ' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** When the caller knows more, e.g. a shared link to a report that no longer exists. */
export const CustomText: Story = {
  args: {
    title: 'Report not found',
    message: 'This report is no longer available. Your other reports are on the dashboard.',
    actionLabel: 'Open dashboard',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Report not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dashboard' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Long text on a narrow phone wraps without overflowing. */
export const LongText: Story = {
  args: {
    message:
      'We looked everywhere for this page but could not find it. It may have been moved to a new address, or the link you followed may have been typed incorrectly.',
    actionLabel: 'Take me back to the start page',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one sheet for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Default — Page not found">
        <NotFoundView {...args} />
      </SheetTile>
      <SheetTile caption="Own words — a missing report">
        <NotFoundView
          {...args}
          title="Report not found"
          message="This report is no longer available."
          actionLabel="Open dashboard"
        />
      </SheetTile>
      <SheetTile caption="Hindi — heading, line and action in Hindi" lang="hi">
        <NotFoundView
          {...args}
          title="पेज नहीं मिला"
          message="हमें यह पेज नहीं मिल सका। हो सकता है इसका पता बदल गया हो।"
          actionLabel="शुरुआत पर जाएँ"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long heading, a line with an unbroken link">
        <NotFoundView {...args} title={longText.title} message={`${longText.sentence} ${longText.url}`} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
