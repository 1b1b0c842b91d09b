import { lazyEngine } from '../../internal/lazy-engine';
import { RichTextFallback } from './rich-text-fallback';
import { loadedRichText } from './rich-text-registry';
import type { RichTextProfile, RichTextProps } from './rich-text-props';

export type { RichTextProfile, RichTextProps } from './rich-text-props';

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

/**
 * Sanitizes and typesets server HTML before a RichText shows it (e.g. the next question while this one is read):
 * the RichText that shows it later only copies the prepared nodes. Loads the sanitizer, and KaTeX when the text
 * has a formula; call it when the browser is idle.
 */
export async function prepareRichText(html: string, profile: RichTextProfile = 'html'): Promise<void> {
  await LazyRichText.preload();
  await (await import('./rich-text-engine')).prepareText(html, profile);
}
