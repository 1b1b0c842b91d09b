import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { IconButton } from './icon-button';

const row = { display: 'flex', gap: 8 };

/** Designer guidance for IconButton (shown on its docs page by icon-button.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'For a familiar action shown as an icon alone: close, share, show password, zoom.',
    'As a toggle (pressed) when the icon swaps between two states, e.g. show / hide password.',
  ],
  avoid: [
    'An action whose icon is not universally understood: use Button with a label (and an icon).',
    'A player control: use the Player controls (Play Pause Button, Mute Toggle…), sized for the video frame.',
  ],
  dos: [
    {
      caption: 'A universal icon, with a label that says what it does (the tooltip and the accessible name).',
      example: (
        <div style={row}>
          <IconButton icon="close" label="Close" />
          <IconButton icon="share" label="Share this quest" variant="secondary" />
          <IconButton icon="eye" pressedIcon="eye-off" pressed label="Show password" />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't use an obscure icon for an action that needs words: what does this star do?",
      example: (
        <div style={row}>
          <IconButton
            icon="star"
            label="Add this quest to the list of quests you want to study next"
            variant="primary"
          />
        </div>
      ),
    },
  ],
  content: [
    'Label: a verb and an object, two to four words ("Close", "Show password"); it is read aloud and shown as a tooltip.',
    "Write the label in the page's language (Hindi on a Hindi page).",
  ],
  a11y: [
    'The label is the accessible name; a toggle announces pressed / not pressed (aria-pressed).',
    'Every size is a full 44 px target or larger; disabled stays focusable.',
  ],
};
