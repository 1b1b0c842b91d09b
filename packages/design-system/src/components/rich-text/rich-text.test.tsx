import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { RichText, type RichTextProfile } from './rich-text';
import { isSafeUrl, sanitizeHtml } from './rich-text-engine';
import { MATH_ERROR_TITLE } from './math-delimiters';
import { loadedRichText } from './rich-text-registry';
import { xssCorpus, type XssSentinelWindow } from './xss-corpus';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sentinelWindow = window as XssSentinelWindow;
const hits: string[] = [];
const dialogs: string[] = [];
const originals = {
  alert: window.alert,
  confirm: window.confirm,
  prompt: window.prompt,
  print: window.print,
};

beforeAll(() => {
  sentinelWindow.__xss = (id) => void hits.push(String(id));
  window.alert = (message?: unknown) => void dialogs.push(`alert(${String(message)})`);
  window.confirm = (message?: string) => (dialogs.push(`confirm(${String(message)})`), false);
  window.prompt = (message?: string) => (dialogs.push(`prompt(${String(message)})`), null);
  window.print = () => void dialogs.push('print()');
});

afterAll(() => {
  delete sentinelWindow.__xss;
  Object.assign(window, originals);
});

let mounted: { root: Root; host: HTMLElement } | undefined;
afterEach(() => {
  if (mounted) {
    const { root, host } = mounted;
    act(() => root.unmount());
    host.remove();
    mounted = undefined;
  }
});

/** Waits for handlers that fire on load/error (images with src=x fail fast) and for a few frames. */
async function settle() {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

type Item = { key: string; html: string };

async function renderAll(items: Item[], profile: RichTextProfile, inline = false) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  mounted = { root, host };
  await act(async () =>
    root.render(
      <>
        {items.map((item) => (
          <div key={item.key} data-payload={item.key}>
            <RichText html={item.html} profile={profile} inline={inline} />
          </div>
        ))}
      </>,
    ),
  );
  await vi.waitFor(() => expect(host.querySelectorAll('[data-rich-text]')).toHaveLength(items.length), {
    timeout: 15_000,
    interval: 50,
  });
  return host;
}

async function renderOne(html: string, profile: RichTextProfile = 'html', inline = false) {
  const host = await renderAll([{ key: 'one', html }], profile, inline);
  return host.querySelector<HTMLElement>('[data-rich-text]')!;
}

const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;
const DANGEROUS_URL = /^(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'cite',
  'poster',
]);
/** Elements no sanitized output may contain outside KaTeX's own output. */
const FORBIDDEN = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'keygen',
  'isindex',
  'base',
  'meta',
  'link',
  'style',
  'title',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'foreignobject',
  'use',
  'animate',
  'set',
  'image',
  'audio',
  'video',
  'source',
  'map',
  'area',
  'marquee',
  'dialog',
]);
/** Inside KaTeX output: KaTeX draws with svg/path and MathML; anything else here would be injected. */
const FORBIDDEN_IN_KATEX = new Set(
  [...FORBIDDEN, 'a', 'img', 'foreignObject'].filter((t) => t !== 'svg' && t !== 'style'),
);

/** Every way the rendered output could still run script, navigate unsafely or clobber the DOM. */
function violations(host: HTMLElement, profile: RichTextProfile): string[] {
  const problems: string[] = [];
  for (const wrapper of host.querySelectorAll<HTMLElement>('[data-payload]')) {
    const id = wrapper.dataset.payload!;
    for (const el of wrapper.querySelectorAll('*')) {
      const tag = el.localName;
      const inKatex = el.closest('.katex') !== null;
      if (inKatex ? FORBIDDEN_IN_KATEX.has(tag) : FORBIDDEN.has(tag)) problems.push(`${id}: <${tag}>`);
      if (!inKatex && tag === 'math' && profile === 'html') problems.push(`${id}: <math> in html profile`);
      for (const { name, value } of Array.from(el.attributes)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) problems.push(`${id}: <${tag} ${name}>`);
        if (lower === 'srcdoc' || lower === 'srcset' || lower === 'formaction' || lower === 'action')
          problems.push(`${id}: <${tag} ${name}>`);
        if (lower === 'style' && !inKatex) problems.push(`${id}: <${tag} style>`);
        if (URL_ATTRIBUTES.has(lower) && DANGEROUS_URL.test(value.replace(INVISIBLE, '')))
          problems.push(`${id}: <${tag} ${name}="${value}">`);
        if ((lower === 'id' || lower === 'name') && !value.startsWith('user-content-'))
          problems.push(`${id}: <${tag} ${name}="${value}"> could clobber the DOM`);
      }
      if (tag === 'a' && el.hasAttribute('href')) {
        if (el.getAttribute('target') !== '_blank') problems.push(`${id}: link without target=_blank`);
        const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          problems.push(`${id}: link without rel=noopener noreferrer`);
      }
    }
  }
  return problems;
}

function expectPageIntact() {
  expect(typeof sentinelWindow.__xss).toBe('function');
  expect(typeof document.getElementById).toBe('function');
  expect(document.body).toBeInstanceOf(HTMLBodyElement);
  expect(typeof document.cookie).toBe('string');
}

describe('RichText loads KaTeX only for math', () => {
  test('Scenario: HTML without a formula renders without fetching KaTeX', async () => {
    const content = await renderOne('<p>Plants make food from <strong>sunlight</strong>. It costs $5.</p>');
    expect(content.textContent).toBe('Plants make food from sunlight. It costs $5.');
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(loaded.filter((name) => /katex|rich-text-math/.test(name))).toEqual([]);
  });
});

describe('RichText loads its engine lazily', () => {
  test('Scenario: before the engine has loaded, a skeleton marked aria-busy stands in for the content', async () => {
    const engine = loadedRichText.engine;
    delete loadedRichText.engine;
    try {
      const host = document.createElement('div');
      document.body.appendChild(host);
      const root = createRoot(host);
      mounted = { root, host };
      act(() => root.render(<RichText html={'<p>' + 'Long text. '.repeat(40) + '</p>'} />));
      expect(host.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading…');
      await vi.waitFor(() =>
        expect(host.querySelector('[data-rich-text]')?.textContent).toMatch(/^Long text/),
      );
      expect(host.querySelector('[aria-busy="true"]')).toBeNull();
    } finally {
      loadedRichText.engine = engine;
    }
  });
});

describe('the XSS corpus is neutralised', () => {
  test('Scenario: the corpus holds at least 100 payloads, each with its own id', () => {
    console.info(`XSS corpus: ${xssCorpus.length} payloads`);
    expect(xssCorpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(xssCorpus.map((p) => p.id)).size).toBe(xssCorpus.length);
  });

  test('Scenario: the harness notices a payload that runs and markup that is unsafe (control)', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const wrapper = document.createElement('div');
    wrapper.dataset.payload = 'control';
    host.appendChild(wrapper);
    // Unsanitized on purpose: proves the sentinel and the checks would catch a payload that got through.
    wrapper.innerHTML = '<img src="x" onerror="__xss(0)"><a href="javascript:__xss(0)" id="x">x</a>';
    // The image's error event waits for a request to the dev server: on a busy machine that takes seconds, and an
    // error firing after this test would be counted against the next ones.
    await vi.waitFor(() => expect(hits).toContain('0'), { timeout: 20_000, interval: 50 });
    expect(violations(host, 'html')).toEqual([
      'control: <img onerror>',
      'control: <a href="javascript:__xss(0)">',
      'control: <a id="x"> could clobber the DOM',
      'control: link without target=_blank',
      'control: link without rel=noopener noreferrer',
    ]);
    host.remove();
    hits.length = 0;
  });

  const variants: Record<string, (html: string) => string> = {
    'as written': (html) => html,
    'inside inline math': (html) => `\\(${html}\\)`,
    'inside display math': (html) => `$$${html}$$`,
    'beside a formula': (html) => `<p>Given \\(x^2 + y^2 = r^2\\) and</p>${html}<p>\\[\\frac{a}{b}\\]</p>`,
  };

  describe.each(['html', 'question'] as const)('profile %s', (profile) => {
    test.each(Object.keys(variants))(
      'Scenario: every payload %s renders inert',
      async (variant) => {
        const wrap = variants[variant]!;
        const host = await renderAll(
          xssCorpus.map((payload) => ({ key: String(payload.id), html: wrap(payload.html) })),
          profile,
        );
        await settle();
        expect(violations(host, profile)).toEqual([]);
        expect(hits).toEqual([]);
        expect(dialogs).toEqual([]);
        expectPageIntact();
      },
      60_000,
    );
  });

  test('Scenario: the inline rendering of every payload is inert too', async () => {
    const host = await renderAll(
      xssCorpus.map((payload) => ({ key: String(payload.id), html: payload.html })),
      'question',
      true,
    );
    await settle();
    expect(violations(host, 'question')).toEqual([]);
    expect(hits).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 60_000);
});

describe('math', () => {
  test('Scenario: an inline fraction renders KaTeX HTML with MathML inside', async () => {
    const content = await renderOne(String.raw`<p>Half is \(\frac{a}{b}\).</p>`, 'question');
    const katex = await vi.waitFor(() => content.querySelector('.katex')!);
    expect(katex.querySelector('math')?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(katex.querySelector('.mfrac')).not.toBeNull();
    expect(content.querySelector('.katex-display')).toBeNull();
    // KaTeX was fetched now, so the "without fetching KaTeX" check above can see a fetch when one happens.
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(loaded.some((name) => /katex/.test(name))).toBe(true);
  });

  test.each([String.raw`\[x^2 + 1\]`, '$$x^2 + 1$$'])(
    'Scenario: %s renders as display math',
    async (html) => {
      const content = await renderOne(html, 'question');
      expect(content.querySelector('.katex-display .katex')).not.toBeNull();
      expect(content.querySelector('annotation')?.textContent).toBe('x^2 + 1');
    },
  );

  test.each([String.raw`\(\frac{a}{\)`, String.raw`\(\notacommand\)`, String.raw`\[x^\]`])(
    'Scenario: invalid TeX %s shows its source and does not throw',
    async (tex) => {
      const content = await renderOne(`<p>Before ${tex} after</p>`, 'question');
      const error = content.querySelector<HTMLElement>('[data-math-error]')!;
      expect(error.textContent).toBe(tex);
      expect(error.title).toBe(MATH_ERROR_TITLE);
      expect(content.textContent).toBe(`Before ${tex} after`);
      expect(content.querySelector('.katex')).toBeNull();
    },
  );

  test('Scenario: text around a formula is left exactly as written', async () => {
    const content = await renderOne(
      String.raw`<p>Area of a circle: \(\pi r^2\), where <em>r</em> is the radius.</p>`,
      'question',
    );
    const paragraph = content.querySelector('p')!;
    expect(paragraph.firstChild?.textContent).toBe('Area of a circle: ');
    expect(paragraph.querySelector('.rich-text-math')?.nextSibling?.textContent).toBe(', where ');
    expect(paragraph.querySelector('em')?.textContent).toBe('r');
    expect(paragraph.lastChild?.textContent).toBe(' is the radius.');
  });

  test('Scenario: HTML entities in TeX reach KaTeX decoded, and markup-like TeX stays text', async () => {
    const content = await renderOne(
      String.raw`<p>\(a &lt; b &gt; c\) and \(\text{&lt;b&gt;bold?&lt;/b&gt;}\)</p>`,
      'question',
    );
    const annotations = [...content.querySelectorAll('annotation')].map((a) => a.textContent);
    expect(annotations).toEqual(['a < b > c', String.raw`\text{<b>bold?</b>}`]);
    expect(content.querySelector('.katex b')).toBeNull();
  });

  test('Scenario: formulas inside code and an unclosed opener stay as written', async () => {
    const content = await renderOne(
      String.raw`<p><code>\(x\)</code> and \(y without end, $$ alone</p>`,
      'question',
    );
    expect(content.querySelector('.katex')).toBeNull();
    expect(content.textContent).toBe(String.raw`\(x\) and \(y without end, $$ alone`);
  });

  test('Scenario: \\href and \\url are refused (trust is off)', async () => {
    const content = await renderOne(String.raw`\(\href{https://example.com}{x}\)`, 'question');
    expect(content.querySelector('a')).toBeNull();
  });

  test('Scenario: inline mode renders a span and keeps a paragraph on the line', async () => {
    const content = await renderOne(String.raw`<p>\(x = 2\)</p>`, 'question', true);
    expect(content.localName).toBe('span');
    expect(getComputedStyle(content.querySelector('p')!).display).toBe('inline');
    expect(content.querySelector('.katex')).not.toBeNull();
  });
});

describe('sanitizeHtml', () => {
  test('Scenario: ordinary content is kept', () => {
    expect(sanitizeHtml('<h2>Intro</h2><p>Read <strong>this</strong>, <em>then</em> <u>that</u>.</p>')).toBe(
      '<h2>Intro</h2><p>Read <strong>this</strong>, <em>then</em> <u>that</u>.</p>',
    );
    expect(sanitizeHtml('<ul><li>a</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<ul><li>a</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  test.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['tel:+911234567890', 'tel:+911234567890'],
    ['/missions/4', '/missions/4'],
  ])('Scenario: a link to %s is kept and opens in a new tab safely', (href, kept) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(
      `<a href="${kept}" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  test.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://example.com',
    'file:///etc/passwd',
  ])('Scenario: a link to %s loses its href', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  test('Scenario: images keep http(s) and relative sources only, and load lazily', () => {
    expect(sanitizeHtml('<img src="https://example.com/a.png" alt="A">')).toBe(
      '<img src="https://example.com/a.png" alt="A" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img src="/media/a.png" alt="A">')).toBe(
      '<img src="/media/a.png" alt="A" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="A">')).toBe(
      '<img alt="A" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img src="/media/a.png">')).toBe(
      '<img src="/media/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  test('Scenario: the html profile drops MathML with its content, the question profile keeps it', () => {
    const math = '<math><mi>x</mi><mo>=</mo><mn>2</mn></math>';
    expect(sanitizeHtml(`<p>${math}</p>`, 'html')).toBe('<p></p>');
    expect(sanitizeHtml(math, 'question')).toBe(math);
  });

  test('Scenario: inline styles, ids and names are neutralised', () => {
    expect(sanitizeHtml('<p style="position:fixed" id="alert" title="t">x</p>')).toBe(
      '<p title="t" id="user-content-alert">x</p>',
    );
  });

  test.each([
    ['https://a.example', true],
    ['//a.example/x', true],
    ['x.html#top', true],
    ['\u0000javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['javascript\u200b:alert(1)', false],
  ])('Scenario: isSafeUrl(%j) for links is %s', (value, safe) => {
    expect(isSafeUrl(value, new Set(['http:', 'https:', 'mailto:', 'tel:']))).toBe(safe);
  });
});
