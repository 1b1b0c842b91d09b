import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A translated message with numbered tags, as Lingui's `Trans` writes them, turned into React nodes: each
 * `<0>…</0>` becomes `elements[0]` with that text as its children. The message keeps the whole sentence (number,
 * noun and their order) for the translator; only the styling is the code's. Tags do not nest; an unknown index
 * keeps its text without the tag. `formatElements('<0>3</0> Videos', [<strong />])` → `<strong>3</strong> Videos`.
 */
export function formatElements(message: string, elements: readonly ReactElement[]): ReactNode {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > at) nodes.push(message.slice(at, match.index));
    const element = elements[Number(match[1])];
    const text = match[2] ?? '';
    nodes.push(element ? cloneElement(element, { key: nodes.length }, text) : text);
    at = match.index + match[0].length;
  }
  if (at < message.length) nodes.push(message.slice(at));
  return nodes.length === 1 && typeof nodes[0] === 'string' ? nodes[0] : <Fragment>{nodes}</Fragment>;
}
