import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Button } from '../button';
import { TextField } from '../text-field';
import { Dialog } from './dialog';

const noop = () => {};

/** Designer guidance for the Dialog docs page (dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'As the frame of every dialog in the product: a short task that must be finished or dismissed before going on (a form, a list to choose from, terms to read).',
    'When the task is small enough to fit on one phone screen and the page behind it should stay where it is.',
  ],
  avoid: [
    'For a yes/no question: use a Confirm Dialog. For a one-button message: use an Alert Dialog.',
    'For long reading or a task of several pages: give it its own screen (a Template), not a dialog.',
    'For a message that needs no answer: use a Snackbar or a Banner.',
  ],
  dos: [
    {
      caption: 'Title names the task; actions at the bottom, the least destructive first.',
      example: (
        <Dialog
          inline
          open
          size="sm"
          title="Profile details"
          description="We use your city to show the right centres."
          onClose={noop}
          actions={
            <>
              <Button variant="secondary" onClick={noop}>
                Cancel
              </Button>
              <Button onClick={noop}>Save</Button>
            </>
          }
        >
          <TextField label="Your City" value="Pune" onChange={noop} />
        </Dialog>
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t give a dialog two primary actions: the student cannot tell which one finishes the task.',
      example: (
        <Dialog
          inline
          open
          size="sm"
          title="Profile details"
          onClose={noop}
          actions={
            <>
              <Button onClick={noop}>Save</Button>
              <Button onClick={noop}>Save and continue</Button>
            </>
          }
        >
          <TextField label="Your City" value="Pune" onChange={noop} />
        </Dialog>
      ),
    },
  ],
  content: [
    'Title: a noun or a short question naming the task, about 22 characters fit on one line beside the × on a 320 px phone, 44 on two (measured).',
    'Description: one optional line under the title saying why, not how.',
    'Actions: one or two buttons, labelled with verbs; a third only when the spec names it.',
    'Hindi runs 20–30 % longer: keep titles short enough to stay on two lines; never cut with "…".',
  ],
  a11y: [
    'A native modal dialog named by its title and described by its description line; the page behind is inert.',
    'On open, focus goes to the first field or button (or the one marked to take it); Tab and Shift+Tab stay inside; on close focus returns to the opener.',
    'Escape, the backdrop and the × close it only when it is dismissible; a running payment or a required step is not.',
    'It always fits the phone: a long body scrolls inside while the actions stay on screen.',
    'The × button and the actions are at least 44 px.',
  ],
};
