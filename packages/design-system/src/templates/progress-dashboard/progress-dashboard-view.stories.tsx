import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import {
  preloadProgressCharts,
  ProgressDashboardView,
  progressDashboardTexts as t,
  type ProgressDashboardViewProps,
} from './progress-dashboard-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const quest = { completed: 55.56, remaining: 44.44, watch: 66.67, think: 66.67, solve: 50, play: 0 };

const missions = [
  { id: '1011', label: 'Mathematics', value: 55.56 },
  { id: '1012', label: 'Science', value: 33.33 },
  { id: '1013', label: 'Live Science Lab: experiments at home', value: 0 },
  { id: '1014', label: 'Coding', value: 100 },
];

const operationsByMission: Record<string, { id: string; label: string; value: number }[]> = {
  '1011': [
    { id: '10111', label: 'Fractions', value: 83.33 },
    { id: '10112', label: 'Decimals', value: 0 },
    { id: '10113', label: 'Ratio and proportion in daily life', value: 12.5 },
  ],
  '1012': [{ id: '10121', label: 'Light and shadows', value: 33.33 }],
  '1013': [],
  '1014': [{ id: '10141', label: 'Block coding', value: 100 }],
};

/** The view with the chosen mission kept in state, as the route keeps it in the address. */
function SelectableProgress(args: ProgressDashboardViewProps) {
  const [selected, setSelected] = useState(args.selectedMissionId);
  return (
    <ProgressDashboardView
      {...args}
      selectedMissionId={selected}
      operations={selected ? (operationsByMission[selected] ?? []) : []}
      onSelectMission={(id) => {
        setSelected(id);
        args.onSelectMission?.(id);
      }}
    />
  );
}

/** The loaded screen: Mathematics chosen, with its operations. */
const loaded = {
  state: 'loaded',
  questName: 'Grade 6 Explorer Quest',
  quest,
  missions,
  selectedMissionId: '1011',
  operations: operationsByMission['1011'],
} satisfies ProgressDashboardViewProps;

const preloadCharts = async () => {
  await preloadProgressCharts();
  return {};
};

const meta = {
  title: 'Templates/Progress Dashboard',
  component: ProgressDashboardView,
  loaders: [preloadCharts],
  render: (args) => <SelectableProgress {...args} />,
  args: {
    ...loaded,
    onRetry: fn(),
    onSelectMission: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    selectedMissionId: {
      control: 'select',
      options: [undefined, ...missions.map((m) => m.id)],
      table: { category: 'Behaviour' },
    },
    questName: { control: 'text', table: { category: 'Content' } },
    quest: { table: { category: 'Content' } },
    missions: { table: { category: 'Content' } },
    operations: { control: false, table: { category: 'Content' } },
    errorMessage: { control: 'text', table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onRetry: { table: { category: 'Events' } },
    onSelectMission: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProgressDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of a chart's data table (its text alternative), each as "label" + "value". */
const tableRows = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** Waits (up to 10 s) until a chart's table lists these rows: each chart's engine arrives in its own chunk. */
const expectRows = (canvas: ReturnType<typeof within>, name: string, rows: string[]) =>
  waitFor(() => expect(tableRows(canvas, name)).toEqual(rows), { timeout: 10_000 });

/**
 * In Hindi (issue 29): the headings, the hint and every chart's name, table headings and labels in Hindi; mission
 * and operation names stay as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'प्रगति' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'क्वेस्ट की प्रगति' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'मिशन' })).toBeVisible();
    await expect(canvas.getByText('किसी मिशन के ऑपरेशन देखने के लिए उसे चुनें।')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mathematics के ऑपरेशन' })).toBeVisible();
    await expectRows(canvas, 'क्वेस्ट की प्रगति: पूरा हुआ और बाकी', ['पूरा हुआ55.56%', 'बाकी44.44%']);
    await expectRows(canvas, 'देखना, सोचना, हल करना और खेलना के अनुसार प्रगति', [
      'देखना66.67%',
      'सोचना66.67%',
      'हल करना50%',
      'खेलना0%',
    ]);
    const missionTable = await canvas.findByRole(
      'table',
      { name: 'मिशन के अनुसार प्रगति' },
      { timeout: 10_000 },
    );
    await expect(within(missionTable).getByRole('columnheader', { name: 'पूरा हुआ (%)' })).toBeInTheDocument();
    await expectRows(canvas, 'Mathematics में ऑपरेशन के अनुसार प्रगति', [
      'Fractions83.33%',
      'Decimals0%',
      'Ratio and proportion in daily life12.5%',
    ]);
  },
};

/**
 * Loaded: the quest's pie and kind bar, the missions with the first chosen and its operations. Every chart's
 * table lists its values to two decimals.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText('Grade 6 Explorer Quest')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Mathematics: 55.56%' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectRows(canvas, t.questPie, ['Completed55.56%', 'Remaining44.44%']);
    await expectRows(canvas, t.categoryChart, ['Watch66.67%', 'Think66.67%', 'Solve50%', 'Play0%']);
    await expectRows(canvas, t.missionChart, [
      'Mathematics55.56%',
      'Science33.33%',
      'Live Science Lab: experiments at home0%',
      'Coding100%',
    ]);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t.operationsOf('Mathematics') }),
    ).toBeVisible();
    await expectRows(canvas, t.operationChart('Mathematics'), [
      'Fractions83.33%',
      'Decimals0%',
      'Ratio and proportion in daily life12.5%',
    ]);
  },
};

/** Clicking a mission's bar picks it: its bar is pressed and the operation chart shows its operations. */
export const MissionSelected: Story = {
  play: async ({ args, canvas }) => {
    const science = await canvas.findByRole('button', { name: 'Science: 33.33%' }, { timeout: 10_000 });
    await userEvent.click(science);
    await expect(args.onSelectMission).toHaveBeenCalledWith('1012');
    await expect(science).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Mathematics: 55.56%' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: t.operationsOf('Science') })).toBeVisible();
    await waitFor(() =>
      expect(tableRows(canvas, t.operationChart('Science'))).toEqual(['Light and shadows33.33%']),
    );
  },
};

/** A chosen mission without operations: its card says "No data available". */
export const MissionWithoutOperations: Story = {
  args: { selectedMissionId: '1013' },
  play: async ({ canvas }) => {
    const name = 'Live Science Lab: experiments at home';
    await expect(canvas.getByRole('heading', { level: 2, name: t.operationsOf(name) })).toBeVisible();
    await expect(canvas.getByText(t.noData)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: t.operationChart(name) })).toBeNull();
  },
};

/** The progress is loading: one announcement over the page's skeletons. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The student holds no quest: the spec's "Quest assign" text instead of charts. */
export const Empty: Story = {
  args: { questName: null, quest: undefined, missions: [], selectedMissionId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noQuest)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The quest has no missions yet: the pie and kind bar show, the missions card says "No data available". */
export const NoMissions: Story = {
  args: {
    quest: { completed: 0, remaining: 100, watch: 0, think: 0, solve: 0, play: 0 },
    missions: [],
    selectedMissionId: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.missions })).toBeVisible();
    await expect(canvas.getAllByText(t.noData).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: /^Operations of/ })).toBeNull();
  },
};

/** The progress could not be loaded: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'Network error. Please try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('Network error. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sheetStates: { label: string; props: ProgressDashboardViewProps }[] = [
  { label: 'Loading', props: { state: 'loading' } },
  { label: 'Failed — Try again', props: { state: 'failed' } },
  { label: 'No quest — nothing assigned yet', props: { state: 'loaded', questName: null } },
  {
    label: 'Loaded — missions and operations charts, a long label',
    props: loaded,
  },
];

/** Every state one under the other (the view is a page: each state takes the whole width). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      {sheetStates.map(({ label, props }) => (
        <SheetTile key={label} caption={label}>
          <section
            aria-label={label}
            style={{ padding: 8, border: `1px solid ${tokens.color.border.default}`, minWidth: 0 }}
          >
            <ProgressDashboardView {...props} />
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(sheet.querySelectorAll(':scope > figure > div > section')).toHaveLength(sheetStates.length);
    await expectCaptioned(sheet);
    // The charts' figures, inside the tiles' sections (each tile is a figure too).
    await waitFor(
      () =>
        expect(
          within(sheet)
            .getAllByRole('figure')
            .filter((f) => f.closest('section')),
        ).toHaveLength(4),
      {
        timeout: 10_000,
      },
    );
    sheet.style.width = '360px';
    await waitFor(() => expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth));
    sheet.style.width = '';
  },
};
