import { lazyEngine } from '../../internal/lazy-engine';
import { RichTextFallback } from './rich-text-fallback';
import { loadedRichText } from './rich-text-registry';
import type { RichTextProps } from './rich-text-props';

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
