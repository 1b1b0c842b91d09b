import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssessmentDashboardView, assessmentDashboardTexts as t } from './assessment-dashboard-view';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Templates/Assessment Dashboard',
  component: AssessmentDashboardView,
  args: { as: 'main', onBack: fn(), onOpenTests: fn(), onOpenReports: fn() },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onOpenTests: { table: { category: 'Events' } },
    onOpenReports: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof AssessmentDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the heading, both cards and the back arrow in Hindi; each card still opens its page. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'मूल्यांकन' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'टेस्ट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'रिपोर्ट' })).toBeVisible();
    await expect(canvas.getByText('आपको असाइन किए गए टेस्ट।')).toBeVisible();
    await expect(canvas.getByText('अपने टेस्ट की रिपोर्ट कैसे देखें।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'टेस्ट' }));
    await expect(args.onOpenTests).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The Test and Reports cards under a back header. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.test.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.reports.title })).toBeVisible();
    await expect(canvas.getByText(t.test.description)).toBeVisible();
  },
};

/** The Test card opens the assigned assessments; nothing else is reported. */
export const OpenTests: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.test.title }));
    await expect(args.onOpenTests).toHaveBeenCalledTimes(1);
    await expect(args.onOpenReports).not.toHaveBeenCalled();
  },
};

/** The Reports card (by keyboard) opens the reports page. */
export const OpenReports: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: t.reports.title }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenReports).toHaveBeenCalledTimes(1);
    await expect(args.onOpenTests).not.toHaveBeenCalled();
  },
};

/** The back arrow reports itself. */
export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The page as drawn (it has no data states: both cards are always there). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="The dashboard — Test and Reports cards">
        <AssessmentDashboardView {...args} as="div" />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
