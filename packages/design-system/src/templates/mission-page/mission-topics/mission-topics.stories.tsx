import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tokens } from '../../../tokens';
import { missionPageTexts as t, type MissionTopicSection } from '../mission-page-texts';
import { introSection, practiceSection, useOpenSection } from '../mission-page.fixtures';
import { MissionTopics, type MissionTopicsProps } from './mission-topics';

const sections: MissionTopicSection[] = [
  introSection,
  practiceSection,
  { id: 'task-101113', title: 'Fraction Games', locked: true, contents: [] },
];

/** The topics with their open entry kept in state, as the app keeps it (one open at a time). */
function Stateful(args: MissionTopicsProps) {
  return <MissionTopics {...args} {...useOpenSection(args.openSectionId, args.onSectionChange)} />;
}

const meta = {
  title: 'Templates/Mission Page/Topics',
  component: MissionTopics,
  render: (args) => <Stateful {...args} />,
  args: {
    operationName: 'Fractions',
    sections,
    openSectionId: 'intro',
    onSectionChange: fn(),
    onContentOpen: fn(),
    onLockedContentOpen: fn(),
  },
  argTypes: {
    operationName: { table: { category: 'Content' } },
    sections: { table: { category: 'Content' } },
    player: { control: false, table: { category: 'Content' } },
    masterclass: { control: false, table: { category: 'Content' } },
    alertMessage: { table: { category: 'Content' } },
    openSectionId: { table: { category: 'Behaviour' } },
    onSectionChange: { table: { category: 'Events' } },
    onContentOpen: { table: { category: 'Events' } },
    onLockedContentOpen: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MissionTopics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operation's name over its entries, Introduction open; a card's press opens its content. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fractions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Introduction to Fractions' }));
    await expect(args.onContentOpen).toHaveBeenCalledWith(201001);
  },
};

/** Opening another entry closes the open one. */
export const OneSectionOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const task = canvas.getByRole('button', { name: 'Practice Fractions' });
    await userEvent.click(task);
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('task-101112');
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A locked card asks to explain why (never opens); a locked heading shows a lock and does not open. */
export const Locked: Story = {
  args: { openSectionId: 'task-101112' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fraction Pizza Builder' }));
    await expect(args.onLockedContentOpen).toHaveBeenCalledWith(201006);
    await expect(args.onContentOpen).not.toHaveBeenCalled();
  },
};

/** The location content status failed: its error above the entries. */
export const Alert: Story = {
  args: { alertMessage: 'Location service is unavailable.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Location service is unavailable.',
    );
  },
};

/** A player above the entries (the app passes the lazily loaded player). */
export const WithPlayer: Story = {
  args: {
    player: (
      <div
        role="region"
        aria-label="Player"
        style={{ aspectRatio: '16 / 9', background: tokens.color.surface.sunken }}
      />
    ),
  },
};

/** The topics page: no operation name, so the entries are the level-2 headings. */
export const TopicsOnly: Story = {
  args: { operationName: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: /Introduction/ }),
    ).toBeVisible();
  },
};

/** No entries: "No data available". */
export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noData)).toBeVisible();
  },
};
