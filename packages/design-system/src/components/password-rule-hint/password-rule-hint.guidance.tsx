import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PasswordRuleHint } from './password-rule-hint';

/** Designer guidance for PasswordRuleHint (shown on its docs page by password-rule-hint.mdx). */
export const guidance: GuidanceProps = {
  use: ['Under a Set Password field: each part of the rule, ticked as the typed password meets it.'],
  avoid: [
    'A rule with a single part: a helper text under the field is enough.',
    "Errors after submit: use the field's error.",
  ],
  dos: [
    {
      caption: 'Parts in the order a learner meets them, each a short phrase.',
      example: (
        <PasswordRuleHint
          checks={[
            { label: 'At least 8 characters', met: true },
            { label: 'Not a common password', met: false },
          ]}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't list rules nobody can check at a glance, in long sentences.",
      example: (
        <PasswordRuleHint
          checks={[
            {
              label: 'Your password should ideally be long and hard to guess so that nobody else can use it',
              met: false,
            },
            {
              label: 'It must not be similar to your name, your school or any word found in a dictionary',
              met: false,
            },
          ]}
        />
      ),
    },
  ],
  content: [
    'Each part: three to five words, positive ("At least 8 characters"), no "must".',
    'Two to four parts at most.',
  ],
  a11y: [
    'Each part is read with "Met:" or "Not met:" before it; the tick and cross are decorative, not the only sign.',
    "Tie it to the field (its id in the field's describedBy) so it is read with the field.",
  ],
};
