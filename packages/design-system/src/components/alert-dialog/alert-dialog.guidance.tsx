import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Button } from '../button';
import { AlertDialog } from './alert-dialog';

const noop = () => {};

/** Designer guidance for the Alert Dialog docs page (alert-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'To tell the student one thing that just happened and that they must see: "Registration completed successfully!", "Login failed", "Thank you!" after a rating.',
    'When the student only has to acknowledge it: one Ok button.',
  ],
  avoid: [
    'When the student must choose between going ahead and stopping: use a Confirm Dialog.',
    'For a routine success that needs no answer (saved, copied, added to cart): use a Snackbar, which goes away by itself.',
    'For an error that belongs to one field or one section of the page: use the field’s error or a Status Message in place.',
  ],
  dos: [
    {
      caption: 'Say what happened in the title; one Ok closes it.',
      example: (
        <AlertDialog
          inline
          open
          type="success"
          title="Registration completed successfully!"
          actions={<Button onClick={noop}>Ok</Button>}
        />
      ),
    },
    {
      caption: 'For a failure, put the server’s reason in the body and keep the title short.',
      example: (
        <AlertDialog
          inline
          open
          type="error"
          title="Login failed"
          body="Invalid user name or password."
          actions={<Button onClick={noop}>Ok</Button>}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t put the whole message in the title: it becomes a wall of bold text.',
      example: (
        <AlertDialog
          inline
          open
          type="error"
          title="Your login failed because the user name or password you entered is not correct, please check and try again"
          actions={<Button onClick={noop}>Ok</Button>}
        />
      ),
    },
    {
      caption: 'Don’t offer two equal choices: a decision is a Confirm Dialog, with Cancel first.',
      example: (
        <AlertDialog
          inline
          open
          type="info"
          title="Start the test now?"
          actions={
            <>
              <Button onClick={noop}>Start</Button>
              <Button onClick={noop}>Later</Button>
            </>
          }
        />
      ),
    },
  ],
  content: [
    'Title: what happened, in at most about 44 characters (two lines on a 320 px phone, measured at about 22 a line); a success may end with "!", an error never does.',
    'Body: optional, one or two short sentences: the reason and what to do next. Show the server’s message as it comes.',
    'Buttons: usually one, "Ok". Use the spec’s spelling for each alert.',
    'Tone: plain and kind; never blame the student ("Invalid user name or password", not "You typed it wrong").',
    'Hindi runs 20–30 % longer: the title may take a third line; never cut it with "…".',
  ],
  a11y: [
    'Error and danger alerts are alertdialogs: a screen reader reads the title and body at once; info, success and like are dialogs named by the title.',
    'The first button takes focus when it opens; Escape and the backdrop close it when it is dismissible; focus returns to what opened it.',
    'The icon is decorative and hidden from screen readers; its colour is never the only sign: the title says what happened.',
    'The icon’s pop, shake or wave stays still for readers who ask for reduced motion.',
    'Buttons are at least 44 px tall.',
  ],
};
