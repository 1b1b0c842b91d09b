import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatElements } from './elements';

const html = (message: string, elements = [<strong key="0" />, <em key="1" />]) =>
  renderToStaticMarkup(<>{formatElements(message, elements)}</>);

describe('formatElements: numbered tags of a translated message as elements', () => {
  it('wraps each tag’s text in its element, keeping the text around it in order', () => {
    expect(html('<0>3</0> Videos')).toBe('<strong>3</strong> Videos');
    expect(html('कुल <0>3</0> वीडियो, <1>2</1> नए')).toBe('कुल <strong>3</strong> वीडियो, <em>2</em> नए');
  });

  it('a message without tags is its text; an unknown tag keeps its text without the tag', () => {
    expect(formatElements('3 Videos', [])).toBe('3 Videos');
    expect(html('<5>3</5> Videos')).toBe('3 Videos');
  });

  it('the text inside a tag is text, never markup', () => {
    expect(html('<0><img src=x></0>')).toBe('<strong>&lt;img src=x&gt;</strong>');
  });
});
