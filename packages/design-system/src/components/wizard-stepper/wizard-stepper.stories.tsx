import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WizardStepper } from './wizard-stepper';

const twoSteps = ['Please enter Mobile number', 'Please enter Login Details'];
const threeSteps = [...twoSteps, 'Please enter Coupon code (optional)'];

const meta = {
  title: 'Design System/Navigation/Wizard Stepper',
  component: WizardStepper,
  args: { steps: threeSteps, current: 1, label: 'Sign-up steps' },
  argTypes: {
    steps: { control: 'object', table: { category: 'Content' } },
    current: { control: { type: 'number', min: 0, max: 2 }, table: { category: 'Content' } },
    completeLabel: { table: { category: 'Content' } },
    label: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof WizardStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: sign-up with the promo screen, on step 2. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sign-up steps' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Please enter Mobile number, completed');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).not.toHaveAttribute('aria-current');
  },
};

/** Two steps (no promo screen), on the first. */
export const TwoSteps: Story = {
  args: { steps: twoSteps, current: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** The last step: the earlier ones are complete. */
export const LastStep: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/, completed/)).toHaveLength(2);
  },
};

/** Two and three steps at every position. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div data-testid="sheet" style={{ display: 'grid', gap: 24 }}>
      {[0, 1].map((current) => (
        <WizardStepper
          key={`2-${current}`}
          label={`Two steps, at ${current + 1}`}
          steps={twoSteps}
          current={current}
        />
      ))}
      {[0, 1, 2].map((current) => (
        <WizardStepper
          key={`3-${current}`}
          label={`Three steps, at ${current + 1}`}
          steps={threeSteps}
          current={current}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
