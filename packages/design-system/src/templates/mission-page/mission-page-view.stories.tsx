import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tokens } from '../../tokens';
import {
  countTexts,
  introSection,
  practiceSection,
  sampleCounts,
  sampleOperations,
  understandingSection,
  useOpenSection,
} from './mission-page.fixtures';
import {
  MissionPageView,
  missionPageTexts as t,
  type MissionPageViewProps,
  type MissionTopicSection,
} from './mission-page-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const operations = sampleOperations;

const sections: MissionTopicSection[] = [introSection, understandingSection, practiceSection];

/** Practice Fractions with its activity locked by the location, and a heading whose only content is locked. */
const locationLocked: MissionTopicSection[] = [
  ...sections,
  {
    id: 'task-101113',
    title: 'Fraction Games',
    locked: true,
    contents: [
      {
        contentId: 201099,
        name: 'Fraction Match',
        contentType: 'activity',
        durationSeconds: 300,
        points: 5,
        locked: true,
      },
    ],
  },
];

const trialSections: MissionTopicSection[] = sections.map((s) => ({
  ...s,
  contents: s.contents.map((c) => ({ ...c, locked: true })),
}));

/** The view with its open entry kept in state, as the app keeps it (one open at a time). */
function Stateful(args: MissionPageViewProps) {
  return <MissionPageView {...args} {...useOpenSection(args.openSectionId ?? null, args.onSectionChange)} />;
}

const meta = {
  title: 'Templates/Mission Page',
  component: MissionPageView,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'loaded',
    title: 'Mathematics',
    counts: sampleCounts,
    operations,
    operationName: 'Fractions',
    sections,
    openSectionId: 'intro',
    trialOver: false,
    as: 'main',
    onBack: fn(),
    onRetry: fn(),
    onOperationSelect: fn(),
    onSectionChange: fn(),
    onContentOpen: fn(),
    onLockedContentOpen: fn(),
    onBuy: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    counts: { table: { category: 'Content' } },
    operations: { table: { category: 'Content' } },
    operationName: { table: { category: 'Content' } },
    sections: { table: { category: 'Content' } },
    player: { control: false, table: { category: 'Content' } },
    masterclass: { control: false, table: { category: 'Content' } },
    alertMessage: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    openSectionId: { table: { category: 'Behaviour' } },
    trialOver: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onOperationSelect: { table: { category: 'Events' } },
    onSectionChange: { table: { category: 'Events' } },
    onContentOpen: { table: { category: 'Events' } },
    onLockedContentOpen: { table: { category: 'Events' } },
    onBuy: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissionPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the mission's counts, its operations with progress, the current operation's topics with Introduction open. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    const counts = canvas.getByRole('list', { name: t.counts });
    await expect(countTexts(counts)).toEqual(['3 Videos', '2 Tests', '3 Web content', '1 Activity']);
    const ops = canvas.getByRole('list', { name: t.operations });
    await expect(within(ops).getByRole('listitem', { current: true })).toHaveTextContent('Fractions');
    await expect(canvas.getByRole('progressbar', { name: 'Fractions progress' })).toHaveAttribute(
      'aria-valuenow',
      '83',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fractions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('list', { name: 'Introduction: Contents' })).toBeVisible();
    await expect(canvas.getByText('10 Points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Introduction to Fractions' }));
    await expect(args.onContentOpen).toHaveBeenCalledWith(201001);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the counts, the operations with the current one, the Introduction entry, points and Back in
 * Hindi; the mission's, operations' and contents' names stay as the server sends them.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { sections: locationLocked, openSectionId: 'task-101112' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mathematics' })).toHaveAttribute(
      'lang',
      'en',
    );
    const counts = canvas.getByRole('list', { name: 'मिशन की सामग्री' });
    await expect(countTexts(counts)).toEqual(['3 वीडियो', '2 टेस्ट', '3 वेब सामग्री', '1 एक्टिविटी']);
    const ops = canvas.getByRole('list', { name: 'ऑपरेशन' });
    await expect(within(ops).getByRole('listitem', { current: true })).toHaveTextContent('वर्तमान');
    await expect(canvas.getByRole('progressbar', { name: 'Fractions की प्रगति' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'परिचय' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('list', { name: 'Practice Fractions: सामग्री' })).toBeVisible();
    await expect(canvas.getByText('20 पॉइंट्स')).toBeVisible();
    const card = canvas.getByRole('button', { name: 'Fraction Pizza Builder' });
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(card).toHaveAccessibleDescription(/लॉक है/);
    await userEvent.click(card);
    await expect(args.onLockedContentOpen).toHaveBeenCalledWith(201006);
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Pressing an operation asks to make it current (the app puts it in the address). */
export const SelectOperation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decimals' }));
    await expect(args.onOperationSelect).toHaveBeenCalledWith(10112);
    canvas.getByRole('button', { name: 'Fractions' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOperationSelect).toHaveBeenLastCalledWith(10111);
  },
};

/** One entry open at a time: opening a task closes the Introduction; pressing the open one closes it. */
export const OneSectionOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const intro = canvas.getByRole('button', { name: 'Introduction' });
    const task = canvas.getByRole('button', { name: 'Understanding Fractions' });
    await userEvent.click(task);
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('task-101111');
    await expect(task).toHaveAttribute('aria-expanded', 'true');
    await expect(intro).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Fractions: Chapter Notes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Introduction to Fractions' })).toBeNull();
    await userEvent.click(task);
    await expect(args.onSectionChange).toHaveBeenLastCalledWith(null);
    await expect(task).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The location locks Play: the activity card shows a lock; a click or Enter never opens it but asks the caller to
 * explain (onLockedContentOpen); a heading whose every content is locked shows a lock and does not open.
 */
export const LocationLocked: Story = {
  args: { sections: locationLocked, openSectionId: 'task-101112' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'Fraction Pizza Builder' });
    await expect(card).toHaveAccessibleDescription(/Locked/);
    await userEvent.click(card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContentOpen).not.toHaveBeenCalled();
    await expect(args.onLockedContentOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Fractions Chapter Test' }));
    await expect(args.onContentOpen).toHaveBeenCalledWith(201005);
    const games = canvas.getByRole('button', { name: /Fraction Games/ });
    await userEvent.click(games);
    await expect(games).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSectionChange).not.toHaveBeenCalled();
  },
};

/** The trial is over: the notice with Buy now; every card is locked (a press asks to explain), the headings open. */
export const TrialOver: Story = {
  args: { trialOver: true, sections: trialSections },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Introduction to Fractions' }));
    await expect(args.onContentOpen).not.toHaveBeenCalled();
    await expect(args.onLockedContentOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** The location content status failed: its error above the topics; contents stay open (ADR 0050). */
export const LockStatusFailed: Story = {
  args: { alertMessage: 'Location service is unavailable.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Location service is unavailable.');
    await expect(canvas.getByRole('button', { name: 'Introduction to Fractions' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** An inline player sits above the accordions (the app passes the lazily loaded player). */
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('region', { name: 'Player' });
    const accordion = canvas.getByRole('button', { name: 'Introduction' });
    await expect(player.compareDocumentPosition(accordion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The operation has no contents and no tasks: "No data available". */
export const EmptyOperation: Story = {
  args: {
    sections: [],
    operations: [operations[0]!, { ...operations[1]!, current: true }],
    operationName: 'Decimals',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noData)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Introduction' })).toBeNull();
  },
};

/** The mission has no operations: "No data available" under the header. */
export const NoOperations: Story = {
  args: { operations: [], sections: [], operationName: undefined, title: 'Go Coderz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Go Coderz' })).toBeVisible();
    await expect(canvas.getByText(t.noData)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t.operations })).toBeNull();
  },
};

/** The topics page (/topics): the operation's name as the title, no counts and no operations list. */
export const TopicsOnly: Story = {
  args: { title: 'Fractions', operations: undefined, counts: undefined, operationName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t.operations })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toBeVisible();
  },
};

/** Loading the mission: skeletons, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The content list failed: the server's message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'This quest is not assigned to you.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('This quest is not assigned to you.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Every state in one frame for the visual tests: loaded with locks, trial over with the alert, empty, loading, failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => {
    // Each frame sits in its own named section (a header there is no banner) and opens a different entry, so
    // the frames' landmarks stay unique on one page.
    const frames: [string, Partial<MissionPageViewProps>][] = [
      [
        'Location locked — one task locked to a place',
        { sections: locationLocked, openSectionId: 'task-101112' },
      ],
      [
        'Trial over — lock status failed, the alert shown',
        {
          trialOver: true,
          sections: trialSections,
          openSectionId: 'task-101111',
          alertMessage: 'Location service is unavailable.',
        },
      ],
      ['No operations — nothing to open', { operations: [], sections: [], operationName: undefined }],
      ['Loading', { state: 'loading' }],
      ['Failed — Try again', { state: 'failed' }],
    ];
    return (
      <Sheet gap={32}>
        {frames.map(([label, props]) => (
          <SheetTile key={label} caption={label}>
            <section aria-label={label}>
              <MissionPageView {...args} {...props} as="div" />
            </section>
          </SheetTile>
        ))}
      </Sheet>
    );
  },
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
