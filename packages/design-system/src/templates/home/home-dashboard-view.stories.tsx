import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dataStateArgType,
  sampleCurrentQuest,
  sampleLearningToolHref,
  sampleMissions as missions,
  sampleQuests as quests,
  sampleUser as user,
} from './home.fixtures';
import { HomeDashboardView, homeDashboardTexts as t, type HomeQuestItem } from './home-dashboard-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const spectrumQuests: HomeQuestItem[] = [
  { questId: 101, name: 'Grade 6 Explorer Quest' },
  { questId: 102, name: 'Spectrum Olympiad Prep', current: true },
];

const meta = {
  title: 'Templates/Home Dashboard',
  component: HomeDashboardView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'loaded',
    user,
    quests,
    currentQuest: sampleCurrentQuest,
    missionsState: 'loaded',
    missions,
    trialOver: false,
    as: 'main',
    onRetry: fn(),
    onRetryMissions: fn(),
    onMissionOpen: fn(),
    onLockedMissionOpen: fn(),
    onChangeQuest: fn(),
    onBuy: fn(),
    learningToolHref: sampleLearningToolHref,
    // Stories never leave the page.
    onOpenLearningTool: fn((event) => event.preventDefault()),
  },
  argTypes: {
    user: { table: { category: 'Content' } },
    quests: { table: { category: 'Content' } },
    currentQuest: { table: { category: 'Content' } },
    missions: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    state: dataStateArgType,
    missionsState: dataStateArgType,
    trialOver: { table: { category: 'Behaviour' } },
    pendingPayment: { table: { category: 'Content' } },
    as: { table: { category: 'Accessibility' } },
    onRetry: { table: { category: 'Events' } },
    onRetryMissions: { table: { category: 'Events' } },
    onMissionOpen: { table: { category: 'Events' } },
    onLockedMissionOpen: { table: { category: 'Events' } },
    onChangeQuest: { table: { category: 'Events' } },
    onBuy: { table: { category: 'Events' } },
    learningToolHref: { table: { category: 'Behaviour' } },
    onOpenLearningTool: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the current quest with its progress and points, mission cards with progress, the quests, the student. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    // In English the server's names carry no `lang` of their own (ADR 0143).
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' }),
    ).not.toHaveAttribute('lang');
    await expect(canvas.getByRole('progressbar', { name: t.questProgress })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getAllByText('60 Points')[0]).toBeVisible();
    const list = canvas.getByRole('list', { name: t.missions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('9 tasks · 01:16:00 · 90 Points')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Mathematics progress' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.liveSession })).toBeVisible();
    await expect(canvas.getByText('Aarav Sharma')).toBeVisible();
    await expect(canvas.getByText('Delhi Public School, R.K. Puram, New Delhi')).toBeVisible();
    await expect(canvas.queryByText(t.emptyQuests)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mathematics' }));
    await expect(args.onMissionOpen).toHaveBeenCalledWith(1011);
  },
};

/** In Hindi (issue 29): headings, labels, counts and points in Hindi; quest and mission names as the server sends them. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    // The server's names are marked English, so a screen reader reads them with an English voice (ADR 0143).
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mathematics' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(canvas.getByRole('progressbar', { name: 'क्वेस्ट की प्रगति' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'मिशन' })).toBeVisible();
    await expect(canvas.getByText(/^9 टास्क · .+ · 90 पॉइंट्स$/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Mathematics की प्रगति' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'लाइव सेशन' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपके क्वेस्ट' })).toBeVisible();
    await expect(canvas.getByText('वर्तमान')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपकी जानकारी' })).toBeVisible();
    await expect(canvas.getByText('पॉइंट्स: 60')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'लर्निंग टूल खोलें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'क्वेस्ट बदलें' }));
    await expect(args.onChangeQuest).toHaveBeenCalledOnce();
  },
};

/** "Open learning tool" in the quest header links to the current quest's learning tool and reports the click. */
export const LearningTool: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: t.learningTool });
    await expect(link).toHaveAttribute('href', '/nexool?questId=101');
    await userEvent.click(link);
    await expect(args.onOpenLearningTool).toHaveBeenCalledOnce();
  },
};

/** Without a learning tool address there is no link; an expired trial hides it too. */
export const NoLearningTool: Story = {
  args: { learningToolHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: t.learningTool })).toBeNull();
  },
};

/** A mission card opens with the keyboard too (Enter, Space). */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Science' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onMissionOpen).toHaveBeenCalledTimes(2);
    await expect(args.onMissionOpen).toHaveBeenLastCalledWith(1012);
  },
};

/** Loading the student and their quests: skeletons in the layout's shape, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The quest is known, its missions are still loading. */
export const LoadingMissions: Story = {
  args: { missionsState: 'loading', currentQuest: { name: 'Grade 6 Explorer Quest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    await expect(canvas.getByText(t.loadingMissions)).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar', { name: t.questProgress })).toBeNull();
  },
};

/** No quest assigned yet: the spec's warning instead of missions; the student's info still shows. */
export const EmptyQuests: Story = {
  args: { quests: [], currentQuest: null, missions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.emptyQuests)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Aarav' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: t.missions })).toBeNull();
    await expect(canvas.getByText('Aarav Sharma')).toBeVisible();
  },
};

/**
 * A payment made on any device awaits the bank (ADR 0109): "Payment being confirmed" names what it buys, beside
 * the quest-assign warning of a student with no quest yet.
 */
export const PaymentBeingConfirmed: Story = {
  args: { quests: [], currentQuest: null, missions: [], pendingPayment: ['Maths Booster'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.pendingPaymentTitle)).toBeVisible();
    await expect(
      canvas.getByText(
        "Your payment for Maths Booster is being confirmed. We'll assign it as soon as the bank confirms.",
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t.emptyQuests)).toBeVisible();
  },
};

/** The student or the quest list failed to load: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The server could not complete this request.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('The server could not complete this request.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The missions failed to load: the quest stays, the missions area offers Try again. */
export const FailedMissions: Story = {
  args: { missionsState: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedMissionsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetryMissions).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A Spectrum student with two quests: the current one is marked; Change quest asks for the switch dialog. */
export const Spectrum: Story = {
  args: {
    user: { firstName: 'Kabir', fullName: 'Kabir Khan', schoolName: 'St. Xavier’s High School' },
    quests: spectrumQuests,
    currentQuest: { name: 'Spectrum Olympiad Prep', progress: 0, points: 0 },
    missions: [
      {
        missionId: 2011,
        name: 'Olympiad Maths',
        progress: 0,
        points: 40,
        taskCount: 4,
        totalTimeSeconds: 2400,
      },
      {
        missionId: 2012,
        name: 'Olympiad Science',
        progress: 0,
        points: 30,
        taskCount: 3,
        totalTimeSeconds: 1800,
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t.quests });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(within(rows[1]!).getByText(t.current)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.changeQuest }));
    await expect(args.onChangeQuest).toHaveBeenCalledOnce();
  },
};

/** The trial is over: the notice with Buy now, every mission locked; a press never opens one but asks the caller
 * to explain (onLockedMissionOpen: "Trial Expired"). */
export const TrialExpired: Story = {
  args: {
    user: { firstName: 'Meera', fullName: 'Meera Nair', schoolName: 'Bhavan’s Vidya Mandir' },
    quests: [{ questId: 103, name: 'Grade 7 Science Quest', current: true, onTrial: true, trialOver: true }],
    currentQuest: { name: 'Grade 7 Science Quest', progress: 0, points: 0 },
    missions: [
      { missionId: 3011, name: 'Science', progress: 0, points: 30, taskCount: 3, totalTimeSeconds: 1500 },
    ],
    trialOver: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.trialTitle)).toBeVisible();
    await expect(
      canvas.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await expect(canvas.getByText(t.trialOver)).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.locked })).toBeVisible();
    const science = canvas.getByRole('button', { name: 'Science' });
    await userEvent.click(science);
    await expect(args.onLockedMissionOpen).toHaveBeenCalledWith(3011);
    science.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLockedMissionOpen).toHaveBeenCalledTimes(2);
    await expect(args.onMissionOpen).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('link', { name: t.learningTool })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** A quest whose content list has no missions. */
export const NoMissions: Story = {
  args: { missions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noMissions)).toBeVisible();
  },
};

/** Every state in one frame for the visual tests: loaded, Spectrum, trial expired, empty, loading, failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      <SheetTile caption="Loaded — current quest, missions and quests">
        <HomeDashboardView {...args} as="div" />
      </SheetTile>
      <SheetTile caption="Spectrum quest — a new quest, no progress yet">
        <HomeDashboardView
          {...args}
          as="div"
          quests={spectrumQuests}
          currentQuest={{ name: 'Spectrum Olympiad Prep', progress: 0, points: 0 }}
          missions={missions.slice(0, 2)}
        />
      </SheetTile>
      <SheetTile caption="Trial over — the quest locked">
        <HomeDashboardView
          {...args}
          as="div"
          quests={[{ questId: 103, name: 'Grade 7 Science Quest', current: true, trialOver: true }]}
          currentQuest={{ name: 'Grade 7 Science Quest', progress: 0, points: 0 }}
          missions={missions.slice(1, 2)}
          trialOver
        />
      </SheetTile>
      <SheetTile caption="No quests — nothing assigned yet">
        <HomeDashboardView {...args} as="div" quests={[]} currentQuest={null} missions={[]} />
      </SheetTile>
      <SheetTile caption="Missions failed — the rest loaded">
        <HomeDashboardView {...args} as="div" missionsState="failed" />
      </SheetTile>
      <SheetTile caption="Loading">
        <HomeDashboardView {...args} as="div" state="loading" />
      </SheetTile>
      <SheetTile caption="Failed — Try again">
        <HomeDashboardView {...args} as="div" state="failed" />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
