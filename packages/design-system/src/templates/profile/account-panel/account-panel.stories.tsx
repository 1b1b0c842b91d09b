import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileViewTexts as t } from '../profile-texts';
import { ProfileAccountPanel } from './account-panel';
import { sampleSupportEmail } from '../profile.fixtures';

const meta = {
  title: 'Templates/Profile/Account Panel',
  component: ProfileAccountPanel,
  args: {
    supportEmail: sampleSupportEmail,
    canChangePassword: true,
    onChangePassword: fn(),
    onOpenAssessments: fn(),
    onOpenQueryBox: fn(),
  },
  argTypes: {
    supportEmail: { table: { category: 'Content' } },
    canChangePassword: { table: { category: 'Behaviour' } },
    onChangePassword: { table: { category: 'Events' } },
    onOpenAssessments: { table: { category: 'Events' } },
    onOpenQueryBox: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileAccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every way out: each button calls its event; the support address is a mailto link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.assessments }));
    await expect(args.onOpenAssessments).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.queryBox }));
    await expect(args.onOpenQueryBox).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'support@quest.example' })).toHaveAttribute(
      'href',
      'mailto:support@quest.example',
    );
  },
};

/** Another login type and no ways out: the support address only. */
export const SupportOnly: Story = {
  args: { canChangePassword: false, onOpenAssessments: undefined, onOpenQueryBox: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
