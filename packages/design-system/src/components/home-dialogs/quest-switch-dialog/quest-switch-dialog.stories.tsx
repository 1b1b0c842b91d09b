import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestSwitchDialog, questSwitchDialogTexts as t } from './quest-switch-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof QuestSwitchDialog>;

const meta = {
  title: 'Design System/Dialogs/Quest Switch Dialog',
  component: QuestSwitchDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    quests: [
      { questId: 101, questName: 'Science Quest — Grade 6' },
      { questId: 102, questName: 'Maths Quest — Grade 6' },
      { questId: 103, questName: 'Coding Quest', note: 'Trial Expired' },
    ],
    currentQuestId: 101,
    switchingQuestId: null,
    error: null,
    onSelect: fn(),
    onClose: fn(),
  },
  argTypes: {
    quests: { table: { category: 'Content' } },
    currentQuestId: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    switchingQuestId: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onSelect: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestSwitchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: t.title });

/**
 * A Spectrum student's quests by name, the active one marked "Current" and focused; choosing another reports its
 * id, choosing the current one just closes.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    const list = d.getByRole('list', { name: t.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const current = d.getByRole('button', { name: /Science Quest/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent(t.current);
    await expect(current).toHaveFocus();
    await expect(d.getByRole('button', { name: /Maths Quest/ })).not.toHaveAttribute('aria-current');
    await expect(d.getByRole('button', { name: /Coding Quest/ })).toHaveTextContent('Trial Expired');

    await userEvent.click(d.getByRole('button', { name: /Maths Quest/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
    await userEvent.click(current);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the title, the list, "Current", the app's note and a failure in Hindi; quest names as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Please check your connection and try again.' },
  play: async ({ args }) => {
    const d = within(await within(document.body).findByRole('dialog', { name: 'क्वेस्ट बदलें' }));
    await expect(d.getByText('वह क्वेस्ट चुनें जिसके साथ आप आगे बढ़ना चाहते हैं।')).toBeVisible();
    const list = d.getByRole('list', { name: 'आपके क्वेस्ट' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(d.getByRole('button', { name: /Science Quest/ })).toHaveTextContent('वर्तमान');
    await expect(d.getByRole('button', { name: /Coding Quest/ })).toHaveTextContent('ट्रायल समाप्त हो गया');
    await expect(d.getByRole('alert')).toHaveTextContent('कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await userEvent.click(d.getByRole('button', { name: /Maths Quest/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

/** Keyboard: Tab walks the quests, Enter chooses; Escape and the close button ask to close. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.tab();
    await expect(d.getByRole('button', { name: /Maths Quest/ })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: /Coding Quest/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(103);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Switching to Maths Quest: its row shows progress; other rows, Escape and closing are locked. */
export const Switching: Story = {
  args: { switchingQuestId: 102 },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('button', { name: /Maths Quest/ })).toHaveAttribute('aria-busy', 'true');
    const other = d.getByRole('button', { name: /Coding Quest/ });
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    await userEvent.keyboard('{Escape}');
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Switching failed: the server's message as an alert; the student can choose again. */
export const SwitchFailed: Story = {
  args: { error: 'This quest is not assigned to you.' },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('This quest is not assigned to you.');
    await userEvent.click(d.getByRole('button', { name: /Maths Quest/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

/** Many quests with long names: names wrap, the list scrolls inside the dialog. */
export const LongText: Story = {
  args: {
    quests: Array.from({ length: 12 }, (_, i) => ({
      questId: 200 + i,
      questName: `Spectrum Foundation Programme for Olympiad Preparation, Part ${i + 1} — Physics, Chemistry and Mathematics`,
    })),
    currentQuestId: 205,
  },
  play: async () => {
    const el = await dialog();
    await expect(el.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const panel = el.firstElementChild as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(within(el).getByRole('button', { name: /Part 6 / })).toHaveFocus();
  },
};

/** At phone width (360 px) the rows fill the dialog and nothing overflows. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const el = await dialog();
    const box = el.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const panel = el.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(el).getByRole('button', { name: /Maths Quest/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(102);
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Open — the learner’s quests',
  'Switching — the chosen quest busy',
  'Error — the quest is not assigned',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [{}, { switchingQuestId: 102 }, { error: 'This quest is not assigned to you.' }] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <QuestSwitchDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
