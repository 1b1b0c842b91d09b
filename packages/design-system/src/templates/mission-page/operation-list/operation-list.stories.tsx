import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage } from '../../../components/content-card/story-image';
import { missionPageTexts as t } from '../mission-page-texts';
import { MissionOperationList } from './operation-list';

const meta = {
  title: 'Templates/Mission Page/Operation List',
  component: MissionOperationList,
  args: {
    operations: [
      { operationId: 10111, name: 'Fractions', imageUrl: storyImage('wide'), progress: 83.33, current: true },
      { operationId: 10112, name: 'Decimals', progress: 0 },
      { operationId: 10113, name: 'Percentages', progress: 100 },
    ],
    onOperationSelect: fn(),
  },
  argTypes: {
    operations: { table: { category: 'Content' } },
    onOperationSelect: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MissionOperationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operations with their progress; the current one is marked; pressing one asks to make it current. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t.operations });
    await expect(within(list).getByRole('listitem', { current: true })).toHaveTextContent('Fractions');
    await userEvent.click(canvas.getByRole('button', { name: 'Decimals' }));
    await expect(args.onOperationSelect).toHaveBeenCalledWith(10112);
  },
};

/** No operation is current yet: none is outlined or tagged. */
export const NoneCurrent: Story = {
  args: {
    operations: [
      { operationId: 10112, name: 'Decimals', progress: 0 },
      { operationId: 10113, name: 'Percentages', progress: 40 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(t.current)).toBeNull();
  },
};
