import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../password-field';
import { PasswordRuleHint } from './password-rule-hint';
import { storyPasswordChecks } from './password-rule-hint.fixture';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Password Rule Hint',
  component: PasswordRuleHint,
  args: { checks: storyPasswordChecks('') },
  argTypes: {
    checks: { table: { category: 'Content' } },
    metLabel: { table: { category: 'Accessibility' } },
    unmetLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof PasswordRuleHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state a screen reader hears before the line `label` ("Met:" or "Not met:"; the icon is decorative). */
const stateOf = (canvasElement: HTMLElement, label: string) => {
  const line = within(canvasElement).getByText(label, { exact: false });
  return line.querySelector('.visually-hidden')?.textContent?.trim();
};

/** Nothing typed yet: neither part is met. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Not met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Not met:');
  },
};

/** A weak password (`abc`): too short, though not a common one. */
export const WeakPassword: Story = {
  args: { checks: storyPasswordChecks('abc') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Not met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Met:');
  },
};

/** A common password (`password123`): long enough, but on the list. */
export const CommonPassword: Story = {
  args: { checks: storyPasswordChecks('password123') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Not met:');
  },
};

/** A strong password: both parts met, both lines in the success colour. */
export const StrongPassword: Story = {
  args: { checks: storyPasswordChecks('Mango#River42') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Met:');
  },
};

/** Under a new-password field as its helper text: the input is described by the hint, which follows the typing. */
export const UnderAField: Story = {
  render: function Render() {
    const [password, setPassword] = useState('');
    return (
      <PasswordField
        label="Set Password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        helperText={<PasswordRuleHint checks={storyPasswordChecks(password)} />}
      />
    );
  },
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByLabelText('Set Password');
    await expect(input).toHaveAccessibleDescription(
      'Not met: At least 8 characters Not met: Not a common password',
    );
    await userEvent.type(input, 'abc');
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Not met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Met:');
    await userEvent.clear(input);
    await userEvent.type(input, 'Password123');
    await expect(stateOf(canvasElement, 'At least 8 characters')).toBe('Met:');
    await expect(stateOf(canvasElement, 'Not a common password')).toBe('Not met:');
    await userEvent.clear(input);
    await userEvent.type(input, 'Mango#River42');
    await expect(input).toHaveAccessibleDescription('Met: At least 8 characters Met: Not a common password');
  },
};

/** In Hindi (issue 29): the rule's parts and the words a screen reader hears before them, in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { checks: storyPasswordChecks('abc') },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement, 'कम से कम 8 अक्षर')).toBe('अभी बाकी:');
    await expect(stateOf(canvasElement, 'आम पासवर्ड न हो')).toBe('पूरा हुआ:');
  },
};

/** Every state on one sheet for visual tests: nothing typed, weak, common, strong, Hindi and very long rule parts. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      {(
        [
          ['', 'Nothing typed — both parts unmet'],
          ['abc', 'Too short — neither part met'],
          ['password123', 'Long enough but common — one part met'],
          ['Mango#River42', 'Good — both parts met'],
        ] as const
      ).map(([password, caption]) => (
        <SheetTile key={password} caption={caption}>
          <PasswordField
            label="Set Password"
            autoComplete="new-password"
            defaultValue={password}
            helperText={<PasswordRuleHint checks={storyPasswordChecks(password)} />}
          />
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — label, rule parts and screen-reader words in Hindi" lang="hi">
        <PasswordField
          label="पासवर्ड बनाइए"
          autoComplete="new-password"
          defaultValue="abc"
          helperText={
            <PasswordRuleHint
              metLabel="पूरा हुआ:"
              unmetLabel="अभी बाकी:"
              checks={[
                { label: 'कम से कम 8 अक्षर', met: false },
                { label: 'आम पासवर्ड न हो', met: true },
              ]}
            />
          }
        />
      </SheetTile>
      <SheetTile caption="Very long — long rule parts wrap">
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          defaultValue={longText.word}
          helperText={
            <PasswordRuleHint
              checks={[
                { label: longText.sentence, met: true },
                { label: longText.word, met: false },
              ]}
            />
          }
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
