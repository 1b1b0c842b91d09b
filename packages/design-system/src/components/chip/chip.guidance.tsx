import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Chip, GetOtpChip } from './chip';

const row = { display: 'flex', gap: 8, flexWrap: 'wrap' as const };

/** Designer guidance for Chip (shown on its docs page by chip.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Filter chips (selected): switch a filter on and off, e.g. board or class in the catalogue.',
    'An action chip inside a field: GET OTP beside the mobile number, turning into a tick when verified.',
  ],
  avoid: [
    'The main action of a view: use Button (primary).',
    'One choice from a list that must be made: use Radio Group or Select.',
    'A status that cannot be pressed: use Tag or Badge.',
  ],
  dos: [
    {
      caption: 'Short filter names; the selected chip shows a tick as well as its colour.',
      example: (
        <div style={row}>
          <Chip selected>CBSE</Chip>
          <Chip selected={false}>ICSE</Chip>
          <Chip selected={false}>Class 8</Chip>
        </div>
      ),
    },
    {
      caption: 'GET OTP only when the number has 10 digits; a tick once verified.',
      example: (
        <div style={row}>
          <GetOtpChip />
          <GetOtpChip verified />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't write a phrase on a chip: chips are scanned, not read.",
      example: (
        <div style={row}>
          <Chip selected={false}>Show only the quests for Class 8 students</Chip>
        </div>
      ),
    },
  ],
  content: [
    'One or two words ("CBSE", "Class 8"); the spec\'s OTP texts: "GET OTP" on the wizard, "Get OTP" in the cart form.',
    'Hindi filter names stay short too: one or two words.',
  ],
  a11y: [
    'A filter chip is a toggle button (aria-pressed); the tick shows the state without relying on colour.',
    'Chips are at least 44 px tall as targets; disabled stays focusable; loading sets aria-busy.',
  ],
};
