import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LanguageSwitch } from './language-switch';

const noop = () => {};

/** Designer guidance for LanguageSwitch (shown on its docs page by language-switch.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Where a student sets the app’s language: the sign-in screen (before any account) and the profile.',
    'Each language named in its own script, so a student finds theirs whatever the app shows now.',
  ],
  avoid: [
    'Choosing the language of one piece of content (a video’s subtitles, a test’s medium): that is the content’s own setting.',
    'More than a few languages: use Select.',
  ],
  dos: [
    {
      caption: 'Names in their own scripts: “English” and “हिन्दी”, never “Hindi” in English.',
      example: <LanguageSwitch value="en" onChange={noop} />,
    },
  ],
  donts: [
    {
      caption:
        "Don't hide it in a menu on the sign-in screen: a student who cannot read English must see it at once.",
      example: <LanguageSwitch value="hi" layout="stacked" onChange={noop} />,
    },
  ],
  content: [
    'The languages are named in their own scripts and never translated: “English”, “हिन्दी”.',
    'The legend is “Language” in English and “भाषा” in Hindi; keep it one word.',
  ],
  a11y: [
    'A fieldset of native radios with the legend as its name: Tab reaches the chosen language, the arrow keys choose.',
    'Each option carries its language (`lang="hi-IN"`), so a screen reader reads हिन्दी with a Hindi voice.',
    'Each option is at least 44 px tall and 88 px wide; busy disables both while the language loads.',
  ],
};
