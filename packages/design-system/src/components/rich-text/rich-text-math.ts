import katex, { type KatexOptions } from 'katex';
import 'katex/dist/katex.min.css';
import { MATH_ERROR_TITLE, mathTextNodes, splitMath, type MathSegment } from './math-delimiters';
import { loadedRichText } from './rich-text-registry';

/**
 * KaTeX settings for server TeX. `trust: false` refuses \href, \url, \includegraphics and the \html… commands;
 * the limits stop macro bombs and giant rules; errors throw so the source can be shown instead.
 */
export const KATEX_OPTIONS = {
  throwOnError: true,
  output: 'htmlAndMathml',
  trust: false,
  strict: 'ignore',
  maxExpand: 500,
  maxSize: 20,
} as const satisfies KatexOptions;

function renderFormula(segment: Extract<MathSegment, { kind: 'math' }>): HTMLElement {
  const span = document.createElement('span');
  span.className = 'rich-text-math';
  try {
    katex.render(segment.tex, span, { ...KATEX_OPTIONS, displayMode: segment.display });
  } catch {
    // Invalid TeX: show what the author wrote, as text (never parsed as HTML).
    span.replaceChildren(document.createTextNode(segment.source));
    span.title = MATH_ERROR_TITLE;
    span.setAttribute('data-math-error', '');
  }
  return span;
}

/**
 * Renders every `\( … \)`, `\[ … \]` and `$$ … $$` found in the text nodes under `root` (already sanitized) with
 * KaTeX, building the output with DOM calls only.
 */
export function renderMathIn(root: Node): void {
  for (const node of mathTextNodes(root)) {
    const segments = splitMath(node.data);
    if (!segments.some((segment) => segment.kind === 'math')) continue;
    node.replaceWith(
      ...segments.map((segment) =>
        segment.kind === 'text' ? document.createTextNode(segment.text) : renderFormula(segment),
      ),
    );
  }
}

loadedRichText.math = { renderMathIn };
