import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * Fixtures that MUST fail. scripts/check-canaries.mjs runs them and passes only when exactly the two
 * broken stories fail, each for its own reason, and the control story passes.
 */
const meta: Meta = { title: 'Canaries', parameters: { layout: 'padded' } };
export default meta;

/** Passes: proves the harness renders and runs play functions at all. */
export const Control: StoryObj = {
  render: () => <button type="button">Save</button>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Fails: the play function asserts text that is not on screen. */
export const WrongPlayAssertion: StoryObj = {
  render: () => <button type="button">Save</button>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      'Canary: this text is not there',
    );
  },
};

/** Fails: a button with no accessible name is an axe `button-name` violation. */
export const AccessibilityViolation: StoryObj = {
  render: () => (
    <button type="button">
      <svg width="16" height="16" viewBox="0 0 16 16">
        <circle cx="8" cy="8" r="6" />
      </svg>
    </button>
  ),
};
