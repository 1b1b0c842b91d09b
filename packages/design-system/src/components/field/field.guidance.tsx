import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Field, FieldInput, FieldShell } from './field';

/** Designer guidance for Field (shown on its docs page by field.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Building a new kind of field: it gives any control its label, helper, error and counter, wired for screen readers.',
    'Designers: every field of the system (Text Field, Phone Field, Select…) is drawn by it, so they all look and read the same.',
  ],
  avoid: ['A normal text, number or choice input: use the ready field (Text Field, Phone Field, Select…).'],
  dos: [
    {
      caption: 'Label above, helper under, then the error, then the counter: the same order everywhere.',
      example: (
        <Field
          label="Your City"
          helperText="Where you live now"
          error="Length should be less than 50 characters"
          counter={{ length: 52, max: 50 }}
          required
        >
          {(control) => (
            <FieldShell data-invalid={control['aria-invalid']}>
              <FieldInput
                {...control}
                defaultValue="Thiruvananthapuram Municipal Corporation, Kerala 695001"
              />
            </FieldShell>
          )}
        </Field>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't hide the label of a field whose purpose the box does not show: a blank box asks nothing.",
      example: (
        <Field label="Your City" hideLabel>
          {(control) => (
            <FieldShell>
              <FieldInput {...control} />
            </FieldShell>
          )}
        </Field>
      ),
    },
  ],
  content: [
    "Label: one to three words; helper: one short sentence; error: what to do, in the spec's words where it has them.",
    'Length messages: "Length should be less than N characters"; minimum: "{field} must be at least N characters".',
  ],
  a11y: [
    'The control is named by the label and described by helper, error and counter; an error sets aria-invalid, required sets aria-required.',
    'The error shows an icon and text, not only red.',
  ],
};
