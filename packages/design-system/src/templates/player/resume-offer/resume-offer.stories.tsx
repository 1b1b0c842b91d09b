import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tokens } from '../../../tokens';
import { playerViewTexts as t } from '../player-model';
import { ResumeOffer } from './resume-offer';

const meta = {
  title: 'Templates/Player/Resume Offer',
  component: ResumeOffer,
  args: { resumeAt: 65, onContinue: fn(), onRestart: fn() },
  argTypes: {
    resumeAt: { control: 'number', table: { category: 'Content' } },
    onContinue: { table: { category: 'Events' } },
    onRestart: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          maxWidth: 480,
          aspectRatio: '16 / 9',
          backgroundColor: tokens.player.surface,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumeOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved position, 65 s: "Continue from 1:05?" names the group; Start over and Continue report. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const offer = canvas.getByRole('group', { name: 'Continue from 1:05?' });
    await expect(offer).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.resumeRestart }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.resumeContinue }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the offer words the saved position through its own message; both answers still report. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    const offer = canvas.getByRole('group', { name: '1:05 से आगे देखें?' });
    await expect(offer).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'शुरू से देखें' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'जारी रखें' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
