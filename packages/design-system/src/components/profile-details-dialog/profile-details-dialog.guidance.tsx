import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { ProfileDetailsDialog } from './profile-details-dialog';

const noop = () => {};
const values = { name: 'Aarav Mehta', email: 'aarav.mehta@example.in', city: 'Pune', pincode: '411001' };

/** Designer guidance for the Profile Details Dialog docs page (profile-details-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'To edit the student’s name, email, city and pincode from the profile ("Edit details"), or to complete them at checkout ("User details", Continue).',
  ],
  avoid: [
    'For the first sign-up details: the Enter Details screen asks for them as a step of sign-up.',
    'For changing the password: use the Change Password screen.',
  ],
  dos: [
    {
      caption: 'Keep what the student typed and show each field’s error under it.',
      example: (
        <ProfileDetailsDialog
          inline
          open
          values={{ ...values, email: 'aarav.mehta@' }}
          errors={{ email: 'Email ID is not valid' }}
          onFieldChange={noop}
          onSubmit={noop}
          onClose={noop}
        />
      ),
    },
    {
      caption: 'At checkout, rename the title and the button for the step: "User details", Continue.',
      example: (
        <ProfileDetailsDialog
          inline
          open
          title="User details"
          submitLabel="Continue"
          values={values}
          onFieldChange={noop}
          onSubmit={noop}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t write a sentence on the submit button: it wraps and pushes Cancel off the line.',
      example: (
        <ProfileDetailsDialog
          inline
          open
          submitLabel="Save my details and go back to the profile"
          values={values}
          onFieldChange={noop}
          onSubmit={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'Labels and errors are the spec’s: Name, Email ID, Your City, Pincode; "Name is required", "Email is required", "Email ID is not valid".',
    'Name, city and email stop at 50 characters; the pincode is 6 digits.',
    'Title and button: one or two words each ("Edit details" / Save, "User details" / Continue).',
    'Hindi names and cities are typed as the student writes them; the fields never cut them.',
  ],
  a11y: [
    'A dialog named by its title; focus goes to the first field; Enter in a field submits.',
    'Every field has a visible label; its error is tied to it and read when focused.',
    'While saving, the fields are locked, Save is announced busy and the dialog cannot be closed.',
    'A failed save shows the server’s message as an alert inside the dialog, keeping what was typed.',
  ],
};
