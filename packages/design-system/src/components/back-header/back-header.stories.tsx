import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import { BackHeader } from './back-header';

const meta = {
  title: 'Design System/Navigation/Back Header',
  component: BackHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Light and shadows', onBack: fn() },
  argTypes: {
    title: { control: 'text', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    backLabel: { table: { category: 'Accessibility' } },
    headingLevel: { control: 'inline-radio', options: [1, 2], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof BackHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the back arrow reports a press with click or keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Light and shadows');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

const download = fn();

/** With trailing actions, as in the PDF viewer. */
export const WithActions: Story = {
  args: {
    title: 'Chapter 4 worksheet',
    actions: <IconButton icon="download" label="Download" onClick={download} />,
  },
  play: async ({ canvas }) => {
    download.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(download).toHaveBeenCalledTimes(1);
  },
};

/** Short, long and action-bearing headers. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  // Each header sits in its own labelled section, so the sheet does not show several page banners at once.
  render: () => (
    <div data-testid="sheet" style={{ display: 'grid', gap: 16 }}>
      <section aria-label="Short title">
        <BackHeader title="Leaderboard" onBack={() => {}} headingLevel={2} />
      </section>
      <section aria-label="Long title with actions">
        <BackHeader
          headingLevel={2}
          title="A very long mission name that wraps over two lines on a phone instead of pushing the actions off"
          onBack={() => {}}
          actions={
            <>
              <IconButton icon="download" label="Download" />
              <IconButton icon="share" label="Share" />
            </>
          }
        />
      </section>
      <section aria-label="Unbroken title">
        <BackHeader
          headingLevel={2}
          title="Unbrokenwordthatkeepsgoingandgoingwithoutanyspaces"
          onBack={() => {}}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
