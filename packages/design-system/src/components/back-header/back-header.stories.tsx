import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../icon-button';
import { BackHeader } from './back-header';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

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
    <Sheet>
      <SheetTile caption="Short title — back arrow and heading">
        <section aria-label="Short title">
          <BackHeader title="Leaderboard" onBack={() => {}} headingLevel={2} />
        </section>
      </SheetTile>
      <SheetTile caption="Long title with actions — wraps over two lines, actions stay">
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
      </SheetTile>
      <SheetTile caption="Unbroken title — a link-like name breaks inside the word">
        <section aria-label="Unbroken title">
          <BackHeader headingLevel={2} title={longText.url} onBack={() => {}} />
        </section>
      </SheetTile>
      <SheetTile caption="Hindi — mission name in Devanagari with actions" lang="hi">
        <section aria-label="Hindi title">
          <BackHeader
            headingLevel={2}
            title="प्रकाश और छाया: परावर्तन और अपवर्तन के नियम"
            backLabel="वापस जाएँ"
            onBack={() => {}}
            actions={<IconButton icon="share" label="शेयर करें" />}
          />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
