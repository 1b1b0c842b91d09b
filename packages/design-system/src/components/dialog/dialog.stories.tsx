import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Dialog, type DialogProps } from './dialog';
import { CancelSubmitActions, DialogForm, submitHandler } from './dialog-form';
import { onScreen } from '../../internal/on-screen';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

/**
 * A Dialog opened from a button (`opener`), as a page would hold it: its actions and content get `close`, which
 * reports `onClose` and shuts it. `before` is drawn ahead of the button (a page wider than the screen).
 */
function OpenedFrom({
  args,
  opener,
  actions,
  children,
  before,
}: {
  args: DialogProps;
  opener: string;
  actions?: (close: () => void) => ReactNode;
  children?: (close: () => void) => ReactNode;
  before?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    args.onClose?.();
    setOpen(false);
  };
  return (
    <>
      {before}
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog {...args} open={open} onClose={close} actions={actions?.(close)}>
        {children?.(close)}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design System/Dialogs/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Trial Expired',
    description: 'Your trial has been expired. Please buy the product to get access of contents.',
    size: 'md',
    align: 'start',
    dismissible: true,
    fullScreenOnSmall: false,
    closeLabel: 'Close',
    onClose: fn(),
  },
  argTypes: {
    title: { control: 'text', table: { category: 'Content' } },
    description: { control: 'text', table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    media: { control: false, table: { category: 'Content' } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], table: { category: 'Appearance' } },
    align: { control: 'inline-radio', options: ['start', 'center'], table: { category: 'Appearance' } },
    fullScreenOnSmall: { table: { category: 'Appearance' } },
    open: { control: false, table: { category: 'Behaviour' } },
    closeButton: { table: { category: 'Appearance' } },
    dismissible: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Behaviour' } },
    onClose: { table: { category: 'Events' } },
    role: {
      control: 'inline-radio',
      options: ['dialog', 'alertdialog'],
      table: { category: 'Accessibility' },
    },
    closeLabel: { table: { category: 'Accessibility' } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
  },
  render: (args) => (
    <OpenedFrom
      args={args}
      opener="Open dialog"
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button onClick={close}>Buy now</Button>
        </>
      )}
    />
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Driven by the controls; opens from a button. Focus moves to the first action, the page stops scrolling, and
 * the close button closes it and gives focus back to the opener.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);

    const dialog = await canvas.findByRole('dialog', { name: 'Trial Expired' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your trial has been expired. Please buy the product to get access of contents.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(560);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

/** In Hindi (issue 29): the close button is named in Hindi; the caller hands its title and description translated. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    title: 'ट्रायल समाप्त हो गया',
    description: 'आपका ट्रायल समाप्त हो गया है। सामग्री देखने के लिए कृपया प्रोडक्ट खरीदें।',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'ट्रायल समाप्त हो गया' });
    await expect(dialog).toHaveAccessibleDescription(
      'आपका ट्रायल समाप्त हो गया है। सामग्री देखने के लिए कृपया प्रोडक्ट खरीदें।',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/**
 * The backdrop: the second press of a double-click on the opener lands on the backdrop and leaves the dialog
 * open; a single press on the backdrop closes it.
 */
export const Backdrop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Trial Expired' });
    const backdrop = dialog.closest('dialog')!;
    await fireEvent.mouseDown(backdrop, { detail: 2 });
    await fireEvent.click(backdrop, { detail: 2 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: 'Trial Expired' })).toBeVisible();
    await fireEvent.mouseDown(backdrop, { detail: 1 });
    await fireEvent.click(backdrop, { detail: 1 });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab and Shift+Tab cycle inside the dialog, Escape closes it and focus returns to the opener. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    opener.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await canvas.findByRole('dialog', { name: 'Trial Expired' });
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    const buyNow = within(dialog).getByRole('button', { name: 'Buy now' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(notNow).toHaveFocus();

    await userEvent.tab();
    await expect(buyNow).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(notNow).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(buyNow).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/**
 * Content replaced while it holds focus (a preview's loading state giving way to the loaded view): focus comes
 * back into the dialog instead of falling to the inert page, so Escape still closes it.
 */
export const FocusedContentReplaced: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [loaded, setLoaded] = useState(false);
    const close = () => {
      args.onClose?.();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onClose={close}>
          {loaded ? (
            <p>The preview has loaded.</p>
          ) : (
            <Button onClick={() => setLoaded(true)}>Load preview</Button>
          )}
        </Dialog>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Trial Expired' });
    const load = within(dialog).getByRole('button', { name: 'Load preview' });
    await expect(load).toHaveFocus();
    await userEvent.click(load);
    await within(dialog).findByText('The preview has loaded.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const backgroundAction = fn();

/**
 * The page behind an open dialog is inert: its controls cannot take focus, Tab never leaves the dialog, and a
 * press where a background button shows lands on the backdrop (closing the dialog), never on the button.
 */
export const InertBackground: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const close = () => {
      args.onClose?.();
      setOpen(false);
    };
    return (
      <div style={{ display: 'grid', gap: tokens.space[4], justifyItems: 'start' }}>
        <Button variant="secondary" onClick={backgroundAction}>
          Background action
        </Button>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onClose={close} actions={<Button onClick={close}>Ok</Button>} />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    backgroundAction.mockClear();
    const canvas = within(canvasElement);
    const background = canvas.getByRole('button', { name: 'Background action' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Trial Expired' });

    background.focus();
    await expect(background).not.toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    const box = background.getBoundingClientRect();
    const point = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const hit = document.elementFromPoint(point.clientX, point.clientY)!;
    await expect(background).not.toContainElement(hit as HTMLElement);
    await expect(hit).toBe(dialog);

    await userEvent.pointer({ keys: '[MouseLeft]', target: hit, coords: point });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(backgroundAction).not.toHaveBeenCalled();
  },
};

/** Must be answered: Escape and the backdrop do nothing and there is no close button; an action closes it. */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Payment in progress',
    description: 'Please wait while we confirm your payment.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Payment in progress' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 4, clientY: 4 } });
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The OTP dialog: full screen below 576 px, focus starts in the code field. Shown here at phone width. */
export const FullScreenOnSmall: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Verification',
    description: 'Enter the code we sent to +91 98765 43210.',
    fullScreenOnSmall: true,
  },
  render: (args) => (
    <OpenedFrom
      args={args}
      opener="GET OTP"
      actions={(close) => (
        <>
          <Button variant="text" onClick={close}>
            Resend OTP
          </Button>
          <Button variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button onClick={close}>Verify</Button>
        </>
      )}
    >
      {() => (
        <label style={{ display: 'grid', gap: tokens.space[2] }}>
          Verification code
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            style={{ minHeight: 48, font: 'inherit', padding: `0 ${tokens.space[3]}` }}
          />
        </label>
      )}
    </OpenedFrom>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Verification' });
    const field = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '1234');
    await expect(field).toHaveValue('1234');

    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    await expect(window.innerWidth).toBeLessThan(576);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

const terms = Array.from(
  { length: 12 },
  (_, i) =>
    `${i + 1}. Access to a quest lasts for the period of the plan you bought. Videos, activities and tests unlock mission by mission.`,
);

/** A long body scrolls inside the dialog; the dialog stays within the screen and the page does not move. */
export const LongContent: Story = {
  args: { title: 'Terms of the plan', description: undefined, size: 'lg' },
  render: (args) => (
    <OpenedFrom
      args={args}
      opener="Read the terms"
      actions={(close) => <Button onClick={close}>I agree</Button>}
    >
      {() => terms.map((term) => <p key={term}>{term}</p>)}
    </OpenedFrom>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Terms of the plan' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector<HTMLElement>('[data-dialog-scroll]')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(onScreen(within(dialog).getByRole('button', { name: 'I agree' }))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The part of `dialog` that scrolls by itself (its body, longer than the screen). */
function scrollingPart(dialog: HTMLElement) {
  const part = [dialog, ...dialog.querySelectorAll<HTMLElement>('*')].find(
    (element) =>
      /auto|scroll/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight,
  );
  if (!part) throw new Error('Nothing in the dialog scrolls: its body is not longer than the screen');
  return part;
}

/**
 * On a 360 px phone over a page that is wider than the screen (a 640 px banner): the dialog is fixed to the
 * screen, not centred in the wide page; its long body scrolls inside it and its buttons stay on screen without
 * scrolling the page.
 */
export const LongContentOnAPhone: Story = {
  ...LongContent,
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <OpenedFrom
      args={args}
      opener="Read the terms"
      before={<div style={{ width: 640, height: 40, background: tokens.color.surface.sunken }} />}
      actions={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button onClick={close}>I agree</Button>
        </>
      )}
    >
      {() => terms.map((term) => <p key={term}>{term}</p>)}
    </OpenedFrom>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Terms of the plan' });
    await expect(getComputedStyle(dialog).position).toBe('fixed');
    await expect(onScreen(dialog)).toBe(true);
    // Read from the top (focus on the first button may have scrolled the body): the buttons are still on screen.
    const body = scrollingPart(dialog);
    body.scrollTop = 0;
    await expect(onScreen(within(dialog).getByRole('heading', { name: 'Terms of the plan' }))).toBe(true);
    await expect(onScreen(within(dialog).getByRole('button', { name: 'Not now' }))).toBe(true);
    await expect(onScreen(within(dialog).getByRole('button', { name: 'I agree' }))).toBe(true);
    // Scrolled to its end, the body still ends above the buttons.
    body.scrollTop = body.scrollHeight;
    await expect(onScreen(within(dialog).getByRole('button', { name: 'I agree' }))).toBe(true);
    await expect(window.scrollY).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A form taller than a 360 × 800 phone screen (its buttons inside the form): the fields scroll inside the dialog
 * and Cancel / Save stick to its foot, on screen.
 */
export const LongFormOnAPhone: Story = {
  args: { title: 'Profile details', description: undefined, size: 'sm' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <OpenedFrom args={args} opener="Edit profile">
      {(close) => (
        <DialogForm noValidate onSubmit={submitHandler(false, close)}>
          {Array.from({ length: 10 }, (_, i) => (
            <label key={i} style={{ display: 'grid', gap: 4 }}>
              Field {i + 1}
              <input style={{ minHeight: 44 }} />
            </label>
          ))}
          <CancelSubmitActions cancelLabel="Cancel" submitLabel="Save" busy={false} onCancel={close} />
        </DialogForm>
      )}
    </OpenedFrom>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Profile details' });
    await expect(onScreen(dialog)).toBe(true);
    const body = scrollingPart(dialog);
    body.scrollTop = 0;
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(onScreen(save)).toBe(true);
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      body.getBoundingClientRect().bottom,
    );
    await expect(onScreen(within(dialog).getByRole('button', { name: 'Cancel' }))).toBe(true);
    await userEvent.click(save);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Every look on one sheet, drawn inline (not modal) for visual review; at 360 px nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={320} gap={16}>
      <SheetTile caption="Default — title, description, two actions, close button">
        <Dialog
          inline
          open
          title="Trial Expired"
          description="Your trial has been expired. Please buy the product to get access of contents."
          onClose={() => undefined}
          actions={
            <>
              <Button variant="secondary">Not now</Button>
              <Button>Buy now</Button>
            </>
          }
        />
      </SheetTile>
      <SheetTile caption="Not dismissible, small — body text wraps, no close button">
        <Dialog
          inline
          open
          dismissible={false}
          size="sm"
          title="Question flag"
          actions={
            <>
              <Button variant="secondary">Not now</Button>
              <Button>Submit</Button>
            </>
          }
        >
          Tell us what is wrong with this question. A very long remark wraps inside the dialog without pushing
          it sideways on a narrow phone screen.
        </Dialog>
      </SheetTile>
      <SheetTile caption="Centred, small — a confirmation with one action">
        <Dialog
          inline
          open
          align="center"
          size="sm"
          title="Registration completed successfully!"
          onClose={() => undefined}
          actions={<Button>Ok</Button>}
        />
      </SheetTile>
      <SheetTile caption="Hindi — title, description and actions in Devanagari" lang="hi">
        <Dialog
          inline
          open
          title="ट्रायल समाप्त हो गया"
          description="आपका ट्रायल समाप्त हो चुका है। सामग्री देखने के लिए कृपया यह प्रोडक्ट ख़रीदें।"
          closeLabel="बंद करें"
          onClose={() => undefined}
          actions={
            <>
              <Button variant="secondary">अभी नहीं</Button>
              <Button>अभी ख़रीदें</Button>
            </>
          }
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title, a 160-character description and an unbroken email">
        <Dialog
          inline
          open
          title={longText.title}
          description={`${longText.sentence} ${longText.email}`}
          onClose={() => undefined}
          actions={<Button>Ok</Button>}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByRole('dialog')).toHaveLength(5);
  },
};
