import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { FrameViewer, type FrameViewerProps } from './frame-viewer';
import { acceptFrameEvent, normaliseOrigin, type FrameMessage } from './frame-messages';
import { acceptActivityMessage, acceptExternalTestMessage } from './frame-messages.fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * The message filter in a real browser: origin, source window and shape. Synthetic MessageEvents cover the
 * permutations (the browser sets origin and source on real ones, a test cannot forge them); one real cross-origin
 * frame proves the round trip (the Storybook stories prove more of them).
 */

const ORIGIN = 'https://content.example.org';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function renderViewer(props: Partial<FrameViewerProps> = {}) {
  const callbacks = {
    onBack: vi.fn(),
    onMessage: vi.fn(),
    onFinishActivity: vi.fn(),
    onFinishTest: vi.fn(),
    onAbortTest: vi.fn(),
  };
  const host = document.createElement('div');
  host.style.height = '400px';
  document.body.appendChild(host);
  const root = createRoot(host);
  const all = {
    src: 'about:blank',
    title: 'Activity',
    expectedOrigin: ORIGIN,
    accept: acceptActivityMessage as FrameViewerProps['accept'],
    ...callbacks,
    ...props,
  };
  act(() =>
    root.render(
      <ThemeProvider>
        <FrameViewer {...all} />
      </ThemeProvider>,
    ),
  );
  const frame = host.querySelector('iframe')!;
  const unmount = () => {
    act(() => root.unmount());
    host.remove();
  };
  cleanup = unmount;
  return { ...callbacks, frame, host, unmount };
}

const send = (data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: init.origin ?? ORIGIN, source: init.source ?? null }),
    );
  });

const noCallbacks = (v: ReturnType<typeof renderViewer>) => {
  expect(v.onMessage).not.toHaveBeenCalled();
  expect(v.onBack).not.toHaveBeenCalled();
  expect(v.onFinishActivity).not.toHaveBeenCalled();
  expect(v.onFinishTest).not.toHaveBeenCalled();
  expect(v.onAbortTest).not.toHaveBeenCalled();
};

describe('accepted messages call their callback once', () => {
  test('Back from the frame calls onBack and onMessage once', () => {
    const v = renderViewer();
    send({ type: 'Back' }, { source: v.frame.contentWindow });
    expect(v.onBack).toHaveBeenCalledTimes(1);
    expect(v.onMessage).toHaveBeenCalledTimes(1);
    expect(v.onMessage).toHaveBeenCalledWith({ type: 'Back' });
  });

  test('FinishActivity passes the consumed time', () => {
    const v = renderViewer();
    send({ type: 'FinishActivity', consumedTime: 42 }, { source: v.frame.contentWindow });
    expect(v.onFinishActivity).toHaveBeenCalledTimes(1);
    expect(v.onFinishActivity).toHaveBeenCalledWith(42);
    expect(v.onBack).not.toHaveBeenCalled();
  });

  test('external test: FinishTest, AbortTest and its alias TestAbort', () => {
    const v = renderViewer({ accept: acceptExternalTestMessage as FrameViewerProps['accept'] });
    const source = v.frame.contentWindow;
    send({ type: 'FinishTest' }, { source });
    expect(v.onFinishTest).toHaveBeenCalledTimes(1);
    send({ type: 'AbortTest' }, { source });
    send({ type: 'TestAbort' }, { source });
    expect(v.onAbortTest).toHaveBeenCalledTimes(2);
    expect(v.onMessage.mock.calls.map(([m]) => (m as FrameMessage).type)).toEqual([
      'FinishTest',
      'AbortTest',
      'TestAbort',
    ]);
  });

  test('a trailing slash in expectedOrigin is the same origin', () => {
    const v = renderViewer({ expectedOrigin: `${ORIGIN}/` });
    send({ type: 'Back' }, { source: v.frame.contentWindow });
    expect(v.onBack).toHaveBeenCalledTimes(1);
  });
});

describe('messages from another origin are ignored', () => {
  test.each([
    'https://evil.example.org',
    'http://content.example.org',
    'https://content.example.org:8443',
    'https://content.example.org.evil.org',
    'null',
    '',
  ])('origin %j', (origin) => {
    const v = renderViewer();
    send({ type: 'Back' }, { origin, source: v.frame.contentWindow });
    noCallbacks(v);
  });

  test.each(['*', 'null', 'not a url', ''])('expectedOrigin %j hears nothing', (expectedOrigin) => {
    const v = renderViewer({ expectedOrigin });
    send({ type: 'Back' }, { origin: expectedOrigin, source: v.frame.contentWindow });
    noCallbacks(v);
  });
});

describe('messages from the right origin but another window are ignored', () => {
  test('the parent window itself (window.postMessage)', async () => {
    const v = renderViewer({ expectedOrigin: window.location.origin });
    const delivered = new Promise((resolve) => window.addEventListener('message', resolve, { once: true }));
    window.postMessage({ type: 'Back' }, '*');
    await act(async () => {
      await delivered;
    });
    noCallbacks(v);
  });

  test('a second frame, no source, and the parent as source', () => {
    const v = renderViewer();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    send({ type: 'Back' }, { source: other.contentWindow });
    send({ type: 'Back' }, { source: null });
    send({ type: 'Back' }, { source: window });
    other.remove();
    noCallbacks(v);
  });
});

describe('malformed shapes are ignored', () => {
  const proto = Object.create({ type: 'Back' }) as object;
  const nullProto = Object.assign(Object.create(null) as object, { type: 'FinishTest', extra: 1 });
  class Message {
    type = 'Back';
  }
  test.each([
    ['a string', 'Back'],
    ['JSON text', '{"type":"Back"}'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', [{ type: 'Back' }]],
    ['an empty object', {}],
    ['an unknown type', { type: 'Finish' }],
    ['a lower-case type', { type: 'back' }],
    ['an extra key', { type: 'Back', extra: true }],
    ['time as text', { type: 'FinishActivity', consumedTime: '42' }],
    ['a negative time', { type: 'FinishActivity', consumedTime: -1 }],
    ['a fractional time', { type: 'FinishActivity', consumedTime: 1.5 }],
    ['a time over a day', { type: 'FinishActivity', consumedTime: 86_401 }],
    ['NaN time', { type: 'FinishActivity', consumedTime: Number.NaN }],
    ['no time', { type: 'FinishActivity' }],
    ['a type inherited from the prototype', proto],
    ['an own __proto__ key', JSON.parse('{"type":"Back","__proto__":{"x":1}}') as unknown],
    ['a class instance', new Message()],
    ['a test message on the activity frame', { type: 'FinishTest' }],
  ])('%s', (_name, data) => {
    const v = renderViewer();
    send(data, { source: v.frame.contentWindow });
    noCallbacks(v);
  });

  test('a null-prototype object is judged by the parser (extra key: ignored)', () => {
    const v = renderViewer({ accept: acceptExternalTestMessage as FrameViewerProps['accept'] });
    send(nullProto, { source: v.frame.contentWindow });
    noCallbacks(v);
  });

  test('a parser that throws is treated as a refusal', () => {
    const v = renderViewer({
      accept: () => {
        throw new Error('boom');
      },
    });
    send({ type: 'Back' }, { source: v.frame.contentWindow });
    noCallbacks(v);
  });
});

test('the listener is removed on unmount', () => {
  const v = renderViewer();
  const source = v.frame.contentWindow;
  v.unmount();
  cleanup = undefined;
  send({ type: 'Back' }, { source });
  noCallbacks(v);
});

test('the sandbox never allows top navigation, even from an untyped caller', () => {
  const v = renderViewer({
    sandbox: ['allow-scripts', 'allow-top-navigation', 'allow-top-navigation-by-user-activation'] as never,
  });
  expect(v.frame.getAttribute('sandbox')).toBe('allow-scripts');
});

test('pure filter: normaliseOrigin and acceptFrameEvent', () => {
  expect(normaliseOrigin('https://a.org/path?q')).toBe('https://a.org');
  expect(normaliseOrigin('*')).toBeNull();
  const frameWindow = window;
  expect(
    acceptFrameEvent(
      { origin: ORIGIN, source: frameWindow, data: { type: 'Back' } },
      frameWindow,
      ORIGIN,
      () => ({
        type: 'Back',
      }),
    ),
  ).toEqual({ type: 'Back' });
  expect(
    acceptFrameEvent({ origin: ORIGIN, source: frameWindow, data: { type: 'Back' } }, null, ORIGIN, () => ({
      type: 'Back',
    })),
  ).toBeNull();
});

/*
 * A real frame on another origin: the page is served by this test's own server, reached through the other
 * loopback name (localhost ↔ 127.0.0.1), so the browser sets a different event.origin and the frame's window as
 * event.source. The page posts the messages in `?send=` when it loads.
 */
describe('a real cross-origin frame', () => {
  const otherHost = window.location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const contentOrigin = `${window.location.protocol}//${otherHost}:${window.location.port}`;
  const page = (messages: unknown[]) =>
    `${contentOrigin}/.storybook/public/frames/activity.html?send=${encodeURIComponent(JSON.stringify(messages))}`;

  test('well-formed messages round-trip; malformed ones and a wrong expected origin are ignored', async () => {
    const v = renderViewer({
      src: page([
        { type: 'FinishActivity', consumedTime: '9' },
        { type: 'FinishActivity', consumedTime: 9 },
        { type: 'Back' },
      ]),
      expectedOrigin: contentOrigin,
    });
    await act(() => vi.waitFor(() => expect(v.onBack).toHaveBeenCalledTimes(1), { timeout: 10_000 }));
    expect(v.onFinishActivity).toHaveBeenCalledTimes(1);
    expect(v.onFinishActivity).toHaveBeenCalledWith(9);
    expect(v.onMessage).toHaveBeenCalledTimes(2);
    v.unmount();

    const origins: string[] = [];
    const listen = (event: MessageEvent) => origins.push(event.origin);
    window.addEventListener('message', listen);
    try {
      const wrong = renderViewer({ src: page([{ type: 'Back' }]), expectedOrigin: window.location.origin });
      await act(() => vi.waitFor(() => expect(origins).toContain(contentOrigin), { timeout: 10_000 }));
      noCallbacks(wrong);
    } finally {
      window.removeEventListener('message', listen);
    }
  });
});
