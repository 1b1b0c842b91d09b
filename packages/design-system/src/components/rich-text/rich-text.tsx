import { lazyEngine } from '../../internal/lazy-engine';
import { RichTextFallback } from './rich-text-fallback';
import { loadedRichText } from './rich-text-registry';

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
}

const LazyRichText = lazyEngine<RichTextProps>(
  () => import('./rich-text-engine').then((m) => m.RichTextEngine),
  ({ html, inline, className }) => <RichTextFallback html={html} inline={inline} className={className} />,
);

/**
 * Server HTML, safely: sanitized with DOMPurify (scripts, event handlers, frames, forms, styles and unsafe URLs
 * removed; links open in a new tab with `rel="noopener noreferrer"`) and with math rendered by KaTeX. The only
 * way to show server HTML. The sanitizer loads with the first RichText; KaTeX only when there is a formula.
 */
export function RichText(props: RichTextProps) {
  const Engine = loadedRichText.engine;
  return Engine ? <Engine {...props} /> : <LazyRichText {...props} />;
}

/** Starts loading the sanitizer (and KaTeX with `math: true`) before a RichText renders, e.g. with a route. */
export async function preloadRichText({ math = false }: { math?: boolean } = {}): Promise<void> {
  await LazyRichText.preload();
  if (math) await (await import('./rich-text-engine')).loadMath();
}
