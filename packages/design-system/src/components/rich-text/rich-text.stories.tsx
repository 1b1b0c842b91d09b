import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MATH_ERROR_TITLE } from './math-delimiters';
import { RichText } from './rich-text';
import { RichTextFallback } from './rich-text-fallback';
import { xssCorpus, type XssSentinelWindow } from './xss-corpus';
import {
  expectCaptioned,
  expectFitsPhone,
  longText,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';
// Loaded up front (stories only), so every story and the state sheet's capture draw at once, not a skeleton.
import './rich-text-engine';
import './rich-text-math';

const LAZY = { timeout: 10_000 };

/** Waits until every RichText under `root` has replaced its skeleton with content. */
async function rendered(root: HTMLElement, count = 1) {
  await waitFor(() => {
    expect(root.querySelectorAll('[data-rich-text]')).toHaveLength(count);
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
  }, LAZY);
}

const meta = {
  title: 'Design System/Content/Rich Text',
  component: RichText,
  args: {
    html: '<p>Plants make their own food using <strong>sunlight</strong>, water and air. This is called <em>photosynthesis</em>.</p>',
  },
  argTypes: {
    html: { control: 'text', table: { category: 'Content' } },
    profile: { control: 'inline-radio', options: ['html', 'question'], table: { category: 'Behaviour' } },
    inline: { table: { category: 'Appearance' } },
    className: { table: { disable: true } },
    'aria-label': { control: 'text', table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: type HTML (and `\( … \)` math with the question profile) and see it sanitized. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('sunlight')).toBeVisible();
    await expect(canvas.getByText('photosynthesis').tagName).toBe('EM');
  },
};

/** A mission description (mission-start dialog): paragraphs, a list and emphasis, as authors write them. */
export const MissionDescription: Story = {
  args: {
    'aria-label': 'Mission description',
    html: `<h2>Light and shadows</h2>
<p>In this mission you will find out <strong>why shadows change</strong> during the day.</p>
<ul><li>Watch two short videos</li><li>Try the shadow activity</li><li>Take the quiz to earn points</li></ul>
<p>Keep a torch and a pencil ready.</p>`,
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    const description = canvas.getByRole('group', { name: 'Mission description' });
    await expect(within(description).getByRole('heading', { name: 'Light and shadows' })).toBeVisible();
    await expect(within(description).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Question text with inline `\( … \)` and display `\[ … \]` formulas, rendered by KaTeX (question profile). */
export const QuestionWithMath: Story = {
  args: {
    profile: 'question',
    html: String.raw`<p>Solve \(x^2 - 5x + 6 = 0\). The roots of \(ax^2 + bx + c = 0\) are</p>
<p>\[x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}\]</p>
<p>Which of these is a root? (Written in MathML: <math><mi>x</mi><mo>=</mo><mn>3</mn></math>)</p>`,
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(3), LAZY);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    // Screen readers get the MathML KaTeX writes beside its visual HTML.
    await expect(canvasElement.querySelectorAll('.katex math').length).toBe(3);
    await expect(within(canvasElement).getByText(/Which of these is a root\?/)).toBeVisible();
  },
};

/** TeX that cannot be parsed shows its source (with a tooltip) instead of breaking the question. */
export const InvalidMath: Story = {
  args: {
    profile: 'question',
    html: String.raw`<p>The formula \(\frac{a}{\) is incomplete and \(\notacommand\) is unknown, but \(a + b\) still renders.</p>`,
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const errors = await within(canvasElement).findAllByTitle(MATH_ERROR_TITLE, undefined, LAZY);
    await expect(errors.map((e) => e.textContent)).toEqual([
      String.raw`\(\frac{a}{\)`,
      String.raw`\(\notacommand\)`,
    ]);
    await expect(canvasElement.querySelectorAll('.katex')).toHaveLength(1);
  },
};

/** Links in server HTML always open in a new tab, without access to this page; unsafe link targets are dropped. */
export const LinksOpenSafely: Story = {
  args: {
    html: `<p>Read more on <a href="https://en.wikipedia.org/wiki/Solar_System">the Solar System</a>
or write to <a href="mailto:help@example.com">help@example.com</a>.
This <a href="javascript:alert(1)">unsafe link</a> keeps its text only.</p>`,
  },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    for (const name of ['the Solar System', 'help@example.com']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.queryByRole('link', { name: 'unsafe link' })).toBeNull();
    await expect(canvas.getByText('unsafe link')).not.toHaveAttribute('href');
  },
};

/** Inside a label or an answer option: `inline` renders a span and keeps paragraphs on the line. */
export const Inline: Story = {
  args: { profile: 'question', inline: true, html: String.raw`<p>\(x = 3\) and \(y = -2\)</p>` },
  render: (args) => (
    <p>
      Option B: <RichText {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const content = canvasElement.querySelector('[data-rich-text]')!;
    await expect(content.tagName).toBe('SPAN');
    await waitFor(() => expect(content.querySelectorAll('.katex')).toHaveLength(2), LAZY);
  },
};

/** The first payload of each kind in the corpus. */
const hostile = xssCorpus.filter((p, i, all) => all.findIndex((q) => q.vector === p.vector) === i);
const sentinel = fn();

/** One payload of each kind from the XSS corpus: scripts, handlers and unsafe URLs are removed before display. */
export const HostileInput: Story = {
  args: { profile: 'question' },
  // The hostile image's address is made up: the mock server answers it 404 (its error handler must not run).
  parameters: { msw: { handlers: [http.get('/x', () => new HttpResponse(null, { status: 404 }))] } },
  beforeEach: () => {
    sentinel.mockClear();
    (window as XssSentinelWindow).__xss = sentinel;
    return () => {
      delete (window as XssSentinelWindow).__xss;
    };
  },
  render: (args) => (
    <ul data-testid="payloads" style={{ display: 'grid', gap: 8, paddingInlineStart: 20 }}>
      {hostile.map((payload) => (
        <li key={payload.id}>
          <RichText {...args} html={`<p>${payload.vector}:</p>${payload.html}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await rendered(canvasElement, hostile.length);
    const list = within(canvasElement).getByTestId('payloads');
    await expect(list.querySelectorAll('script, iframe, object, embed, form, style, svg')).toHaveLength(0);
    const handlers = [...list.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
    );
    await expect(handlers).toEqual([]);
    for (const link of list.querySelectorAll('a[href]')) {
      await expect(link.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    await expect(sentinel).not.toHaveBeenCalled();
  },
};

/** While the sanitizer (or KaTeX) loads: grey lines about the size of the text, announced once as loading. */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RichTextFallback html={args.html} />
      <p>
        Option A: <RichTextFallback html="" inline />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelectorAll('[aria-busy="true"]');
    await expect(busy).toHaveLength(2);
    await expect(within(canvasElement).getAllByText('Loading…')).toHaveLength(2);
  },
};

const sheetRows = [
  {
    name: 'Mission description — bold text and a list',
    profile: 'html',
    html: '<p>Find out <strong>why shadows change</strong> during the day.</p><ul><li>Watch two videos</li><li>Take the quiz</li></ul>',
  },
  {
    name: 'Links — a safe link kept, an unsafe one removed',
    profile: 'html',
    html: '<p>Read about <a href="https://example.com/solar-system">the Solar System</a>. <a href="javascript:alert(1)">Unsafe</a> link removed.</p>',
  },
  {
    name: 'Question with math — inline and display formulas',
    profile: 'question',
    html: String.raw`<p>Solve \(x^2 - 5x + 6 = 0\) using</p><p>\[x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}\]</p>`,
  },
  {
    name: 'Invalid math — left as written',
    profile: 'question',
    html: String.raw`<p>Incomplete: \(\frac{a}{\) stays as written.</p>`,
  },
  {
    name: 'Hostile input — scripts, handlers and frames removed',
    profile: 'html',
    html: '<p onclick="alert(1)">Safe text<script>alert(2)</script></p><iframe src="javascript:alert(3)"></iframe>',
  },
  {
    name: 'Hindi — a mission description with a formula',
    profile: 'question',
    lang: 'hi',
    html: String.raw`<p>दिन में <strong>परछाइयाँ क्यों बदलती हैं</strong>, यह पता लगाइए।</p><ul><li>दो वीडियो देखिए</li><li>क्विज़ हल कीजिए: \(x^2 = 9\) हो तो \(x\) का मान क्या है?</li></ul>`,
  },
  {
    name: 'Very long — a 160-character paragraph, an unbroken link and a long table',
    profile: 'html',
    html: `<p>${longText.sentence}</p><p>${longText.url}</p><p>${longText.email}</p><table><tr><th>Mission</th><th>${longText.word}</th></tr><tr><td>${longText.title}</td><td>${longText.word}</td></tr></table>`,
  },
] as const satisfies readonly { name: string; profile: 'html' | 'question'; html: string; lang?: string }[];

/** Every profile and state in one frame for the visual tests, with Hindi and very long content; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      {sheetRows.map((row) => (
        <SheetTile key={row.name} caption={row.name} lang={'lang' in row ? row.lang : undefined}>
          <RichText html={row.html} profile={row.profile} />
        </SheetTile>
      ))}
      <SheetTile caption="Inline — a formula inside a sentence">
        <p style={{ margin: 0 }}>
          Option B: <RichText inline profile="question" html={String.raw`<p>\(x = 3\)</p>`} />
        </p>
      </SheetTile>
      <SheetTile caption="Loading — the plain text until the engine arrives">
        <RichTextFallback html={sheetRows[0].html} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await waitFor(
      () => expect(sheet.querySelectorAll('[data-rich-text]')).toHaveLength(sheetRows.length + 1),
      LAZY,
    );
    await waitFor(() => expect(sheet.querySelectorAll('.katex')).toHaveLength(5), LAZY);
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
  },
};
