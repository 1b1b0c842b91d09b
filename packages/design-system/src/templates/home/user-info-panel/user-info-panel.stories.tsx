import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeDashboardTexts as t } from '../home-dashboard-model';
import { sampleUser } from '../home.fixtures';
import { UserInfoPanel } from './user-info-panel';

const meta = {
  title: 'Templates/Home Dashboard/User Info Panel',
  component: UserInfoPanel,
  args: {
    user: sampleUser,
    points: 60,
  },
  argTypes: {
    user: { table: { category: 'Content' } },
    points: { table: { category: 'Content' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's initials, name, school and city, and the current quest's points. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.userInfo })).toBeVisible();
    await expect(canvas.getByText('Aarav Sharma')).toBeVisible();
    await expect(canvas.getByText('Delhi Public School, R.K. Puram, New Delhi')).toBeVisible();
    await expect(canvas.getByText(`${t.points}: 60`)).toBeVisible();
  },
};

/** In Hindi (issue 29): the heading and the points line; the student's name, school and city as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपकी जानकारी' })).toBeVisible();
    await expect(canvas.getByText('Aarav Sharma')).toBeVisible();
    await expect(canvas.getByText('पॉइंट्स: 60')).toBeVisible();
  },
};

/** Only a name: no school or city, and no points (no quest, or its progress is still loading). */
export const NameOnly: Story = {
  args: { user: { firstName: 'Kabir', fullName: 'Kabir Khan' }, points: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kabir Khan')).toBeVisible();
    await expect(canvas.queryByText(new RegExp(`^${t.points}:`))).toBeNull();
  },
};
