import DOMPurify, { type Config } from 'dompurify';
import { use, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { useDataLang } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { hasMath, mathTextNodes } from './math-delimiters';
import type { RichTextProfile, RichTextProps } from './rich-text-props';
import { loadedRichText, type MathRenderer } from './rich-text-registry';

/**
 * Every value of a non-text attribute must look like an allowed URL or like no URL at all (DOMPurify applies it
 * to all attributes except a few text ones): http(s), mailto and tel, or a value without a scheme.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Elements no server HTML may bring: scripts, styles, frames, plugins, forms, document-level and media tags. */
const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'slot',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'portal',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'keygen',
  'dialog',
  'map',
  'area',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'canvas',
  'svg',
  'marquee',
];

/** Attributes refused everywhere: inline CSS, alternative image sources, form targets, focus stealing. */
const FORBID_ATTR = [
  'style',
  'srcset',
  'sizes',
  'action',
  'formaction',
  'background',
  'poster',
  'ping',
  'srcdoc',
  'autofocus',
  'tabindex',
  'contenteditable',
  'popover',
  'target',
  'xlink:href',
  'xmlns',
];

const common: Config = {
  ALLOWED_URI_REGEXP,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Prefix every id and name ("user-content-…") so server HTML can never clobber document or window properties.
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

/** The two sanitizer profiles: plain HTML, and HTML with MathML for question text, options and explanations. */
export const SANITIZER_PROFILES: Record<RichTextProfile, Config> = {
  html: { ...common, USE_PROFILES: { html: true }, FORBID_TAGS: [...FORBID_TAGS, 'math'] },
  question: { ...common, USE_PROFILES: { html: true, mathMl: true } },
};

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
/** Whitespace, control and invisible format characters a browser may skip when it reads a URL. */
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True when `value` is relative or uses one of `protocols` (checked on the text and by the URL parser). */
export function isSafeUrl(value: string, protocols: ReadonlySet<string>): boolean {
  const scheme = SCHEME.exec(value.replace(INVISIBLE, ''));
  if (scheme && !protocols.has(`${scheme[1]!.toLowerCase()}:`)) return false;
  try {
    return protocols.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** URL-bearing attributes other than `a[href]` and `img[src]`; `cite` is kept when safe, the rest dropped. */
const OTHER_URL_ATTRIBUTES = new Set([
  'action',
  'background',
  'codebase',
  'data',
  'dynsrc',
  'formaction',
  'longdesc',
  'lowsrc',
  'poster',
  'srcdoc',
  'usemap',
  'xlink:href',
]);

/** A private DOMPurify instance, so these hooks never touch the global one other code may use. */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.localName;
  for (const { name, value } of Array.from(node.attributes)) {
    const lower = name.toLowerCase();
    const keep =
      lower.startsWith('on') || OTHER_URL_ATTRIBUTES.has(lower)
        ? false
        : lower === 'href'
          ? tag === 'a' && isSafeUrl(value, LINK_PROTOCOLS)
          : lower === 'src'
            ? tag === 'img' && isSafeUrl(value, IMAGE_PROTOCOLS)
            : lower === 'cite'
              ? isSafeUrl(value, LINK_PROTOCOLS)
              : true;
    if (!keep) node.removeAttribute(name);
  }
  if (tag === 'a' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (tag === 'img') {
    // An image the author gave no text is treated as decorative, so a screen reader does not read its file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/** Sanitizes server HTML with a profile and returns the HTML text (for tests; rendering uses the DOM). */
export function sanitizeHtml(html: string, profile: RichTextProfile = 'html'): string {
  return purify.sanitize(html, SANITIZER_PROFILES[profile]);
}

/** Sanitizes server HTML into nodes, so what is inserted is exactly the tree that was checked (no re-parse). */
export function sanitizeToFragment(html: string, profile: RichTextProfile = 'html'): DocumentFragment {
  // DOMPurify returns null when the input has no body (a frameset document): that is nothing to show.
  return (
    purify.sanitize(html, { ...SANITIZER_PROFILES[profile], RETURN_DOM_FRAGMENT: true }) ??
    document.createDocumentFragment()
  );
}

/** A promise that says when it has settled, as React's `use` reads it: settled, `use` returns without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
let mathModule: Tracked<MathRenderer | null> | undefined;

const fulfilled = <T,>(promise: Tracked<T>, value: T) => {
  promise.status = 'fulfilled';
  promise.value = value;
  return value;
};

/** Loads KaTeX and its CSS once; resolves to null when the chunk cannot load (formulas then stay as source). */
export function loadMath(): Promise<MathRenderer | null> {
  if (!mathModule && loadedRichText.math) {
    mathModule = Promise.resolve(loadedRichText.math);
    fulfilled(mathModule, loadedRichText.math);
  }
  if (!mathModule) {
    const loading: Tracked<MathRenderer | null> = import('./rich-text-math').then(
      ({ renderMathIn }) => fulfilled(loading, { renderMathIn }),
      () => {
        mathModule = undefined;
        return fulfilled(loading, null);
      },
    );
    mathModule = loading;
  }
  return mathModule;
}

/**
 * One text as RichText shows it: the sanitized nodes, whether they hold a formula, and (once KaTeX is here, or when
 * there is no formula) the nodes with the formulas typeset. Never inserted itself: the page gets a clone.
 */
interface Prepared {
  sanitized: DocumentFragment;
  needsMath: boolean;
  typeset?: Node;
}

/** How many texts are kept prepared (a question and its options are about five). */
const PREPARED_LIMIT = 80;
/** Prepared texts by profile and HTML, least recently used first (a question shown again, or prepared ahead). */
const preparedTexts = new Map<string, Prepared>();

/** The prepared form of `html` under `profile`: sanitized (and checked for formulas) once, then kept. */
function preparedOf(html: string, profile: RichTextProfile): Prepared {
  const key = `${profile}\u0000${html}`;
  let entry = preparedTexts.get(key);
  if (entry) {
    preparedTexts.delete(key);
  } else {
    const sanitized = sanitizeToFragment(html, profile);
    entry = { sanitized, needsMath: mathTextNodes(sanitized).some((node) => hasMath(node.data)) };
    if (preparedTexts.size >= PREPARED_LIMIT) preparedTexts.delete(preparedTexts.keys().next().value!);
  }
  preparedTexts.set(key, entry);
  return entry;
}

/**
 * The text's nodes as they are shown: typeset once per text (the first call does the work and keeps it), never
 * inserted itself. Without KaTeX (the chunk failed to load) the formulas stay as source and nothing is kept, so they
 * are typeset when KaTeX arrives.
 */
function typesetOf(entry: Prepared, math: MathRenderer | null): Node {
  if (entry.typeset) return entry.typeset;
  const content = entry.sanitized.cloneNode(true);
  if (entry.needsMath && math === null) return content;
  math?.renderMathIn(content);
  entry.typeset = content;
  return content;
}

/**
 * Sanitizes and typesets `html` ahead of time (e.g. the next question while the learner reads this one), so a
 * RichText showing it later only copies nodes. Loads KaTeX when the text has a formula.
 */
export async function prepareText(html: string, profile: RichTextProfile = 'html'): Promise<void> {
  const entry = preparedOf(html, profile);
  if (entry.typeset) return;
  typesetOf(entry, entry.needsMath ? (loadedRichText.math ?? (await loadMath())) : null);
}

/** The RichText engine: sanitizes, renders formulas with KaTeX when there are any, and inserts the nodes. */
export function RichTextEngine({
  html,
  profile = 'html',
  inline = false,
  className,
  'aria-label': ariaLabel,
  labelLang,
  lang: langProp,
}: RichTextProps) {
  // Server HTML is data: English (ADR 0143), unless the caller says otherwise.
  const dataLang = useDataLang();
  const lang = langProp === undefined ? dataLang : (langProp ?? undefined);
  const entry = useMemo(() => preparedOf(html, profile), [html, profile]);
  // Always through `use` when the text has a formula, loaded or not: a render that suspended here is replayed once
  // KaTeX arrives, and a replay that skipped `use` would call the hooks below as updates on a first render (React
  // error #467, recovered as #520 by rendering the whole root again). The loaded promise says it has settled, so
  // `use` returns at once.
  const math = entry.needsMath ? use(loadMath()) : null;
  // Sanitizing (above) and typesetting happen while rendering, not in the commit: a page that draws many texts at
  // once (the test runner's first question, rendered in the background: ADR 0141) does that work in React's
  // interruptible slices, and the commit only copies nodes.
  const content = useMemo(() => typesetOf(entry, math), [entry, math]);
  const ref = useRef<HTMLElement>(null);

  // A group named in the page's language holds the content in an element of its own that carries the content's
  // `lang`, so the name keeps the page's language (in English neither has a `lang`, and there is no inner element).
  const labelled = Boolean(ariaLabel) && lang !== undefined && labelLang !== lang;

  useLayoutEffect(() => {
    // A copy each time: the prepared nodes are reused (Strict Mode, math arriving, the same text shown again).
    ref.current?.replaceChildren(content.cloneNode(true));
  }, [content, labelled]);

  return (
    <Root
      // A new root when the inner element comes or goes: the content nodes are not React's.
      key={labelled ? 'labelled' : 'plain'}
      ref={labelled ? undefined : (ref as RefObject<HTMLDivElement>)}
      as={inline ? 'span' : 'div'}
      className={className}
      lang={labelled ? undefined : lang}
      data-rich-text=""
      data-inline={inline || undefined}
      role={ariaLabel ? 'group' : undefined}
      aria-label={ariaLabel}
    >
      {labelled ? (
        <Content
          ref={ref as RefObject<HTMLDivElement>}
          as={inline ? 'span' : 'div'}
          lang={lang}
          data-rich-text-content=""
        />
      ) : null}
    </Root>
  );
}

loadedRichText.engine = RichTextEngine;

const Root = styled.div`
  display: block;
  min-width: 0;
  max-width: 100%;
  color: inherit;
  font: inherit;
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-inline] {
    display: inline;
  }

  :where(p, ul, ol, blockquote, pre, table, figure, dl, hr) {
    margin: 0 0 ${tokens.space[3]};
  }
  :where(h1, h2, h3, h4, h5, h6) {
    margin: ${tokens.space[4]} 0 ${tokens.space[2]};
    font-size: ${tokens.font.size.lg};
    font-weight: ${tokens.font.weight.bold};
    line-height: ${tokens.font.lineHeight.tight};
  }
  :where(h1, h2) {
    font-size: ${tokens.font.size.xl};
  }
  > :first-child,
  > [data-rich-text-content] > :first-child {
    margin-top: 0;
  }
  > :last-child,
  > [data-rich-text-content] > :last-child {
    margin-bottom: 0;
  }
  :where(ul, ol) {
    padding-inline-start: ${tokens.space[6]};
  }
  li + li {
    margin-top: ${tokens.space[1]};
  }
  blockquote {
    padding-inline-start: ${tokens.space[3]};
    border-inline-start: ${tokens.borderWidth.thick} solid ${tokens.color.border.default};
    color: ${tokens.color.text.secondary};
  }
  a[href] {
    color: ${tokens.color.text.link};
    font-weight: ${tokens.font.weight.medium};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a[href]:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
    border-radius: ${tokens.radius.sm};
  }
  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  :where(th, td) {
    padding: ${tokens.space[1]} ${tokens.space[2]};
    border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    text-align: start;
  }
  :where(pre, code, kbd, samp) {
    font-family: ${tokens.font.family.mono};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    white-space: pre-wrap;
  }
  hr {
    border: 0;
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  }
  .katex {
    font-size: 1.1em;
  }
  .katex-display {
    margin: ${tokens.space[3]} 0;
    overflow-x: auto;
    overflow-y: hidden;
  }
  [data-math-error] {
    font-family: ${tokens.font.family.mono};
    font-size: 0.9em;
    color: ${tokens.color.text.secondary};
  }

  &[data-inline] :where(p, div) {
    display: inline;
    margin: 0;
  }
  &[data-inline] :where(p, div) + :where(p, div)::before {
    content: ' ';
  }
`;

/** The content of a labelled RichText in a page of another language: it carries the content's `lang`. */
const Content = styled.div`
  display: block;
  min-width: 0;

  [data-inline] > & {
    display: inline;
  }
`;
