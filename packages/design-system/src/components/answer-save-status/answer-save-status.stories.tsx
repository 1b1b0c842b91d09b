import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AnswerSaveStatus, answerSaveStatusTexts as t, type AnswerSaveState } from './answer-save-status';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Assessment/Answer Save Status',
  component: AnswerSaveStatus,
  args: { status: 'saved on this device', connectionLost: false },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: [null, 'saved on this device', 'synced'],
      table: { category: 'Content' },
    },
    connectionLost: { table: { category: 'Content' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof AnswerSaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After every change: "saved on this device", in a polite status region. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('saved on this device');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** The server has the attempt: "synced". */
export const Synced: Story = {
  args: { status: 'synced' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^synced$/);
  },
};

/** Before the first answer: nothing to say. */
export const NoStatus: Story = {
  args: { status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The submission waits for the network: the connection-lost notice. */
export const ConnectionLost: Story = {
  args: { connectionLost: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.connectionLost);
  },
};

/** The network drops and returns: the notice comes and goes in the same live region. */
export const Reconnecting: Story = {
  render: function Render(args) {
    const [lost, setLost] = useState(false);
    const [status, setStatus] = useState<AnswerSaveState>('saved on this device');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <AnswerSaveStatus {...args} status={status} connectionLost={lost} />
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="button" onClick={() => setLost(true)}>
            Go offline
          </button>
          <button
            type="button"
            onClick={() => {
              setLost(false);
              setStatus('synced');
            }}
          >
            Back online
          </button>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(alert).toHaveTextContent(t.connectionLost);
    await userEvent.click(canvas.getByRole('button', { name: 'Back online' }));
    await expect(alert).toBeEmptyDOMElement();
    await expect(canvas.getByRole('status')).toHaveTextContent('synced');
  },
};

/** Every state, phone width checked. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={640}>
      <SheetTile caption="Saved on this device — online, not yet sent">
        <AnswerSaveStatus status="saved on this device" connectionLost={false} />
      </SheetTile>
      <SheetTile caption="Synced — the server has the answer">
        <AnswerSaveStatus status="synced" connectionLost={false} />
      </SheetTile>
      <SheetTile caption="Offline — saved on this device, connection lost">
        <AnswerSaveStatus status="saved on this device" connectionLost />
      </SheetTile>
      <SheetTile caption="Offline — nothing answered yet, connection lost">
        <AnswerSaveStatus status={null} connectionLost />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
