import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countTexts, sampleCounts } from '../mission-page.fixtures';
import { missionPageTexts as t } from '../mission-page-texts';
import { MissionCounts } from './mission-counts';

const meta = {
  title: 'Templates/Mission Page/Counts',
  component: MissionCounts,
  args: { counts: sampleCounts },
  argTypes: { counts: { table: { category: 'Content' } } },
} satisfies Meta<typeof MissionCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One pill per kind, a singular noun for exactly one, as a list named "Mission contents". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t.counts });
    await expect(countTexts(list)).toEqual(['3 Videos', '2 Tests', '3 Web content', '1 Activity']);
  },
};

/** A mission without contents: every count reads 0, in the plural. */
export const Empty: Story = {
  args: { counts: { videos: 0, tests: 0, webContent: 0, activities: 0 } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t.counts });
    await expect(countTexts(list)).toEqual(['0 Videos', '0 Tests', '0 Web content', '0 Activities']);
  },
};
