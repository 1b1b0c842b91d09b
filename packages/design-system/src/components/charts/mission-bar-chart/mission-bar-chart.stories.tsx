import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MissionBarChart, type MissionBarChartProps } from './mission-bar-chart';
import { MissionBarChartEngine } from './mission-bar-chart-engine';
import { chartText } from '../shared/chart-text';
import { chartFont, measureChartText } from '../shared/measure-text';
import {
  StateSheetGrid,
  chartBaseArgTypes,
  contentArg,
  expectLabelsInside,
  expectTableRows,
  pixelRangeArg,
  playLoading,
  playStateSheet,
  preloadEngine,
} from '../shared/story-helpers';
import { SheetTile, longText } from '../../../internal/state-sheet';

const missions = [
  { id: 'm1', label: 'Light and shadows: reflection and refraction', value: 80 },
  { id: 'm2', label: 'Magnetism', value: 40 },
  { id: 'm3', label: 'Forces and pressure in fluids', value: 100 },
  { id: 'm4', label: 'Sound', value: 0 },
  { id: 'm5', label: 'Electricity and circuits', value: 62.5 },
];

const manyMissions = [
  'Crop production',
  'Microorganisms: friend and foe',
  'Coal and petroleum',
  'Combustion and flame',
  'Conservation of plants and animals',
  'Reproduction in animals',
  'Reaching the age of adolescence',
  'Force and pressure',
  'Friction',
  'Chemical effects of electric current',
  'Some natural phenomena',
  'Stars and the solar system',
].map((label, i) => ({ id: `c${i + 1}`, label, value: (i * 37) % 101 }));

const subjects = [
  'Mathematics',
  'Science',
  'English Language and Literature',
  'Social Science',
  'Hindi',
  'Computer Applications',
].map((label, i) => ({ id: `s${i + 1}`, label, value: [55.56, 33.33, 70, 12.5, 100, 0][i]! }));

/** Hindi mission names (the Hindi-medium quest) and a long English one, as a Hindi-medium school's data brings. */
const hindiMissions = [
  { id: 'h1', label: 'गणित', value: 72 },
  { id: 'h2', label: 'प्रकाश और छाया: परावर्तन', value: 45 },
  { id: 'h3', label: 'विद्युत धारा के रासायनिक प्रभाव', value: 100 },
  { id: 'h4', label: 'Conservation of plants and animals in national parks', value: 18.5 },
  { id: 'h5', label: 'Electromagnetism', value: 0 },
];

/** The chart with the selection kept in state, as a screen does: clicking a bar picks that mission. */
function SelectableMissionBarChart(args: MissionBarChartProps) {
  const [selected, setSelected] = useState(args.selectedMissionId);
  return (
    <MissionBarChart
      {...args}
      selectedMissionId={selected}
      onSelect={(id) => {
        setSelected(id);
        args.onSelect?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Charts/Mission Bar Chart',
  component: MissionBarChart,
  loaders: preloadEngine(MissionBarChart),
  render: (args) => <SelectableMissionBarChart {...args} />,
  args: { title: 'Progress by mission', missions, selectedMissionId: 'm1', onSelect: fn() },
  argTypes: {
    missions: contentArg,
    height: pixelRangeArg,
    selectedMissionId: {
      control: 'select',
      options: [undefined, ...missions.map((m) => m.id)],
      table: { category: 'Behaviour' },
    },
    onSelect: { table: { category: 'Events' } },
    ...chartBaseArgTypes,
  },
} satisfies Meta<typeof MissionBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Driven by the controls. Clicking a bar picks its mission (pressed, darker, bold label); names are cut at 20
 * characters under the bars and whole in the tooltip and the table.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = await canvas.findByRole(
      'button',
      { name: 'Light and shadows: reflection and refraction: 80%' },
      { timeout: 10_000 },
    );
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Light and shadows: r…', { selector: 'text' })).toBeInTheDocument();
    await expect(
      canvas.queryByText('Light and shadows: reflection and refraction', { selector: 'text' }),
    ).toBeNull();

    const magnetism = canvas.getByRole('button', { name: 'Magnetism: 40%' });
    await userEvent.click(magnetism);
    await expect(args.onSelect).toHaveBeenCalledWith('m2');
    await expect(magnetism).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Magnetism40%');

    await userEvent.hover(first);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'Light and shadows: reflection and refraction80%',
    );

    const table = within(canvas.getByRole('table', { name: 'Progress by mission' }));
    await expectTableRows(
      table,
      missions.map((m) => [m.label, `${m.value}%`] as const),
    );
  },
};

/** Tab reaches the chart once (on the chosen bar); arrows move between bars; Enter or Space picks one. */
export const Keyboard: Story = {
  args: { selectedMissionId: 'm2' },
  play: async ({ args, canvas }) => {
    const magnetism = await canvas.findByRole('button', { name: 'Magnetism: 40%' }, { timeout: 10_000 });
    await userEvent.tab();
    await expect(magnetism).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Magnetism40%');

    await userEvent.keyboard('{ArrowRight}');
    const forces = canvas.getByRole('button', { name: 'Forces and pressure in fluids: 100%' });
    await expect(forces).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Forces and pressure in fluids100%');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('m3');
    await expect(forces).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{ArrowRight}');
    const sound = canvas.getByRole('button', { name: 'Sound: 0%' });
    await expect(sound).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('m4');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(forces).toHaveAttribute('aria-pressed', 'false');

    // Leaving and coming back lands on the last focused bar: the chart is one stop in the tab order.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(sound).toHaveFocus();
  },
};

/** A quest with many missions: on a phone the bars keep their width and scroll sideways; labels turn 45°. */
export const ManyMissions: Story = {
  args: { missions: manyMissions, selectedMissionId: 'c3' },
  render: (args) => (
    <div data-testid="phone" style={{ width: 328 }}>
      <SelectableMissionBarChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Crop production: 0%' }, { timeout: 10_000 });
    await expect(canvas.getAllByRole('button')).toHaveLength(manyMissions.length);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(canvas.getByText('Chemical effects of…', { selector: 'text' })).toBeInTheDocument();
    // The last bar is reachable: End focuses it and scrolls it into view.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('button', { name: 'Stars and the solar system: 3%' });
    await expect(last).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Stars and the solar system3%');
  },
};

/**
 * A 320 px phone, the progress dashboard's subjects with Mathematics first and picked (its label bold): the labels
 * are measured as drawn, turn 45° and are never cut: the first starts inside the chart ("Mathematics", not
 * "athematics"), the longest ends above its foot.
 */
export const SubjectsOnAPhone: Story = {
  args: { missions: subjects, selectedMissionId: 's1' },
  render: (args) => (
    <div data-testid="phone" style={{ width: 320 }}>
      <SelectableMissionBarChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Mathematics: 55.56%' }, { timeout: 10_000 });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    const label = canvas.getByText('Mathematics', { selector: 'text' });
    const strip = label.closest('[data-scroll-x]')!;
    await expect(getComputedStyle(strip).overflowX).toBe('auto');
    await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      strip.getBoundingClientRect().left,
    );
    await expectLabelsInside(phone);
  },
};

/**
 * Hindi and long labels on a 320 px phone, the Hindi one picked (bold): each label is measured in the product font
 * (Devanagari subset loaded) exactly as the SVG draws it, and no label is cut at an edge of the drawing.
 */
export const HindiAndLongLabels: Story = {
  args: { title: 'मिशन के अनुसार प्रगति', missions: hindiMissions, selectedMissionId: 'h2' },
  render: (args) => (
    <div data-testid="phone" style={{ width: 320 }} lang="hi">
      <SelectableMissionBarChart {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'गणित: 72%' }, { timeout: 10_000 });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    // Once the Devanagari face has loaded, the measure (canvas, product font) equals the drawn width.
    await document.fonts.load(chartFont(chartText.tick), 'गणित');
    await document.fonts.load(chartFont(chartText.tickSelected), 'गणित');
    await waitFor(async () => {
      for (const label of phone.querySelectorAll<SVGTextElement>('text[data-tick-label]')) {
        const picked = label.closest('[data-selected]') !== null;
        const [measured] = measureChartText(
          [label.textContent!],
          picked ? chartText.tickSelected : chartText.tick,
        ).widths;
        await expect(Math.abs(measured! - label.getComputedTextLength()), label.textContent!).toBeLessThan(
          0.5,
        );
      }
    });
    await expect(canvas.getByText('Conservation of plan…', { selector: 'text' })).toBeInTheDocument();
    await expect(canvas.getByText('प्रकाश और छाया: परावर्तन', { selector: 'text' })).toBeInTheDocument();
    await waitFor(() => expectLabelsInside(phone));
  },
};

/** While the missions load: a skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: playLoading,
};

/** No missions in the quest: the empty message instead of a chart. */
export const Empty: Story = {
  args: { missions: [], selectedMissionId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={520}>
      <SheetTile caption="Selected — one mission picked, its label bold">
        <MissionBarChartEngine
          title="Selected mission"
          showTitle
          missions={missions}
          selectedMissionId="m2"
          onSelect={() => {}}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Many missions — bars scroll sideways, labels turn 45°">
        <MissionBarChartEngine
          title="Many missions"
          showTitle
          missions={manyMissions}
          selectedMissionId="c3"
          onSelect={() => {}}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Hindi — mission names and title in Devanagari, one picked (bold)" lang="hi">
        <MissionBarChartEngine
          title="मिशन के अनुसार प्रगति"
          showTitle
          missions={hindiMissions}
          selectedMissionId="h2"
          onSelect={() => {}}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Very long — a 117-character title wraps; long names are cut at 20 characters">
        <MissionBarChartEngine
          title={longText.title}
          showTitle
          missions={subjects}
          selectedMissionId="s3"
          onSelect={() => {}}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton of the chart’s size">
        <MissionBarChart title="Loading" missions={[]} loading height={160} />
      </SheetTile>
      <SheetTile caption="Empty — no missions, the empty message">
        <MissionBarChart title="No missions" showTitle missions={[]} />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(5),
};
