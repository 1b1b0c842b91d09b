// Shared by rich-text.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

/** `html`: HTML only (descriptions, directions, web content). `question`: HTML plus MathML (question text,
 * options, explanations). */
export type RichTextProfile = 'html' | 'question';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** Content: HTML from the server. It is sanitized before it is shown; formulas written as `\( … \)` (inline),
   * `\[ … \]` or `$$ … $$` (display) are rendered with KaTeX. */
  html: string;
  /** Behaviour: what the HTML may contain. `html` (default) allows HTML only; `question` also allows MathML. */
  profile?: RichTextProfile;
  /** Appearance: renders a `<span>` and keeps paragraphs inline, for use inside labels, options and headings. */
  inline?: boolean;
  /** Appearance: a class for the caller's own layout (margins, typography). */
  className?: string;
  /** Accessibility: names the content as a group, e.g. "Mission description". */
  'aria-label'?: string;
  /** Accessibility: the language of `aria-label` when it is the server's data too (a content's name):
   * `useDataLang()`. By default the name is in the page's language. */
  labelLang?: string;
  /**
   * Accessibility: the content's language. Server HTML is the server's English, so by default it is marked
   * `lang="en"` in a page of another language (`useDataLang()`, ADR 0143). `null` leaves it unmarked: what a person
   * typed (a query, a teacher's reply), whose language is not known.
   */
  lang?: string | null;
}
