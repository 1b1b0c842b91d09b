import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IntermediateView, intermediateTexts as t } from './intermediate-view';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Templates/Intermediate',
  component: IntermediateView,
  parameters: { layout: 'fullscreen' },
  args: { state: 'loading', onRetry: fn() },
  argTypes: {
    errorMessage: { table: { category: 'Content' } },
    state: { control: 'inline-radio', options: ['loading', 'failed'], table: { category: 'Behaviour' } },
    onRetry: { table: { category: 'Events' } },
    as: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof IntermediateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the student's details load: a spinner and the status text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.loading);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The details could not load: the server's message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The server could not complete this request.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('The server could not complete this request.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the loading text, the failure's heading, its default message and Try again in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  render: (args) => (
    <>
      <IntermediateView {...args} as="div" state="loading" />
      <IntermediateView {...args} as="div" state="failed" />
    </>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('आपके क्वेस्ट तैयार हो रहे हैं…');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'आपकी जानकारी लोड नहीं हो सकी' }),
    ).toBeVisible();
    await expect(canvas.getByText('अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Both states for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Loading — the first request is on its way">
        <section aria-label="Loading">
          <IntermediateView {...args} as="div" state="loading" />
        </section>
      </SheetTile>
      <SheetTile caption="Failed — Try again">
        <section aria-label="Failed">
          <IntermediateView {...args} as="div" state="failed" />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
