/** The tooltip of a formula that could not be rendered (its TeX source is shown as text instead). */
export const MATH_ERROR_TITLE = 'This formula could not be displayed';

/** A run of plain text, or a formula with its TeX, its mode and the exact source (delimiters included). */
export type MathSegment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; source: string };

/** The delimiters RichText renders: `\( … \)` inline, `\[ … \]` and `$$ … $$` display. A single `$` is plain
 * text (prices and amounts use it). */
export const MATH_DELIMITERS = [
  { open: '\\(', close: '\\)', display: false },
  { open: '\\[', close: '\\]', display: true },
  { open: '$$', close: '$$', display: true },
] as const;

/** True when the character at `index` is preceded by an odd number of backslashes (`\\(` is a literal). */
function isEscaped(text: string, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i -= 1) count += 1;
  return count % 2 === 1;
}

function findUnescaped(text: string, needle: string, from: number): number {
  for (let i = text.indexOf(needle, from); i !== -1; i = text.indexOf(needle, i + 1)) {
    // `$$` has no backslash to escape; `\(`, `\)`, `\[`, `\]` are literal when their backslash is escaped.
    if (needle[0] !== '\\' || !isEscaped(text, i)) return i;
  }
  return -1;
}

/**
 * Splits one text node's text into plain runs and formulas. An opener without its closer stays plain text, and
 * so does an empty formula. The TeX is returned as written (already entity-decoded by the HTML parser).
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plainStart = 0;
  let from = 0;
  while (from < text.length) {
    let next: { index: number; delimiter: (typeof MATH_DELIMITERS)[number] } | undefined;
    for (const delimiter of MATH_DELIMITERS) {
      const index = findUnescaped(text, delimiter.open, from);
      if (index !== -1 && (next === undefined || index < next.index)) next = { index, delimiter };
    }
    if (!next) break;
    const { index, delimiter } = next;
    const texStart = index + delimiter.open.length;
    const texEnd = findUnescaped(text, delimiter.close, texStart);
    if (texEnd === -1 || text.slice(texStart, texEnd).trim() === '') {
      from = texStart;
      continue;
    }
    if (index > plainStart) segments.push({ kind: 'text', text: text.slice(plainStart, index) });
    const end = texEnd + delimiter.close.length;
    segments.push({
      kind: 'math',
      tex: text.slice(texStart, texEnd),
      display: delimiter.display,
      source: text.slice(index, end),
    });
    plainStart = end;
    from = end;
  }
  if (plainStart < text.length) segments.push({ kind: 'text', text: text.slice(plainStart) });
  return segments;
}

/** True when `text` holds at least one complete formula. */
export function hasMath(text: string): boolean {
  return splitMath(text).some((segment) => segment.kind === 'math');
}

/** Elements whose text is never scanned for formulas: code, authored MathML/SVG and already rendered math. */
const SKIPPED = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'math', 'svg']);

/**
 * The text nodes under `root` that may hold formulas (a formula never spans elements: `\(a<sup>2</sup>\)` stays
 * as written). Browser only: it walks the DOM.
 */
export function mathTextNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIPPED.has(el.localName) || el.classList.contains('katex')) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}
