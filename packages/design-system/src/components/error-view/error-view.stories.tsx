import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ErrorView } from './error-view';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Error View',
  component: ErrorView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Something went wrong',
    message: 'This page could not be shown. Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    message: { table: { category: 'Content' } },
    retryLabel: { table: { category: 'Content' } },
    onRetry: { table: { category: 'Events' } },
    extraActions: { table: { category: 'Content' } },
    headingLevel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure the reader can retry. Pressing the button calls `onRetry`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The app-level crash view: the only way out is reloading the page. */
export const Reload: Story = {
  args: {
    message: 'Quest stopped because of an unexpected error. Reload the page to continue.',
    retryLabel: 'Reload',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing to retry (no `onRetry`): only the explanation is shown. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'You do not have access to this page.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * One section of a page failed (heading level 2) and the reader may also leave: Try again and a Back button
 * side by side.
 */
export const SectionWithExtraAction: Story = {
  args: {
    headingLevel: 2,
    title: 'Could not load the mission',
    extraActions: <Button variant="secondary">Back</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Could not load the mission' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every state on one sheet for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Default — message with Try again">
        <ErrorView {...args} />
      </SheetTile>
      <SheetTile caption="Reload — the quest stopped">
        <ErrorView {...args} title="Quest stopped" retryLabel="Reload" />
      </SheetTile>
      <SheetTile caption="No retry — nothing the learner can do">
        <ErrorView title="No access" message="You do not have access to this page." />
      </SheetTile>
      <SheetTile caption="Hindi — title, message and retry in Devanagari" lang="hi">
        <ErrorView
          {...args}
          title="कुछ गड़बड़ हो गई"
          message="यह पेज नहीं दिखाया जा सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।"
          retryLabel="फिर से कोशिश करें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title, message and unbroken link wrap">
        <ErrorView {...args} title={longText.title} message={`${longText.sentence} ${longText.url}`} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
