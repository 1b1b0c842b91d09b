import { describe, expect, test, vi } from 'vitest';
import { BLOB_URL_LIFETIME_MS } from './save-blob';
import {
  BRIDGE_METHODS,
  createNativeBridge,
  detectHost,
  type BridgeWindow,
  type NativeBridge,
} from './native-bridge';
import { ANALYTICS_EVENTS, createAnalytics, withCountryCode } from './analytics';

type Call = { method: string; args: unknown[] };

/** Fake hosts that record what reached them, in each host's own calling convention. */
function fakeAndroid() {
  const calls: Call[] = [];
  const Android = Object.fromEntries(
    Object.values(BRIDGE_METHODS).map((method) => [
      method,
      (...args: unknown[]) => {
        for (const arg of args) expect(['string', 'number', 'boolean']).toContain(typeof arg);
        calls.push({
          method,
          args: args.map((a) => (typeof a === 'string' && a.startsWith('{') ? JSON.parse(a) : a)),
        });
      },
    ]),
  );
  return { win: { Android } as BridgeWindow, calls };
}
function fakeFlutter() {
  const calls: Call[] = [];
  const win: BridgeWindow = {
    flutter_inappwebview: {
      callHandler: (method, ...args) => {
        calls.push({ method, args });
        return Promise.resolve();
      },
    },
  };
  return { win, calls };
}
function fakeIos() {
  const calls: Call[] = [];
  const messageHandlers = Object.fromEntries(
    Object.values(BRIDGE_METHODS).map((method) => [
      method,
      { postMessage: (body: unknown) => calls.push({ method, args: (body as { args: unknown[] }).args }) },
    ]),
  );
  return { win: { webkit: { messageHandlers } } as BridgeWindow, calls };
}

/** Every bridge call once, and what each host must receive for it (learning-app.md §7). */
const everyCall: [string, (b: NativeBridge) => unknown, Call][] = [
  [
    'event',
    (b) => b.event('QuestSelected', { questId: 101 }),
    { method: 'logEvent', args: ['QuestSelected', { questId: 101 }, true, true] },
  ],
  [
    'analytics event',
    (b) => b.analyticsEvent('OtpRequest', { a: 1 }),
    { method: 'logStandardEvent', args: ['OtpRequest', { a: 1 }] },
  ],
  [
    'remember me',
    (b) => b.rememberMe('9876543210', 'Demo@123'),
    { method: 'rememberMe', args: ['9876543210', 'Demo@123', true] },
  ],
  ['zoom', (b) => b.setWebViewZoom(true), { method: 'setWebViewZoom', args: [true] }],
  ['landscape', (b) => b.setDeviceOrientation('landscape'), { method: 'setDeviceOrientation', args: [1] }],
  ['portrait', (b) => b.setDeviceOrientation('portrait'), { method: 'setDeviceOrientation', args: [2] }],
  [
    'open URL',
    (b) => b.openUrl('https://example.org/terms'),
    { method: 'openUrl', args: ['https://example.org/terms'] },
  ],
  [
    'share',
    (b) => b.share({ text: 'Join me on Quest', url: 'https://quest.example/s' }),
    { method: 'share', args: ['Join me on Quest https://quest.example/s'] },
  ],
  ['logout', (b) => b.logout(), { method: 'logout', args: [] }],
  [
    'download',
    (b) => b.downloadFile('/media/pdf/demo.pdf', 'demo.pdf'),
    { method: 'downloadFile', args: ['/media/pdf/demo.pdf', 'demo.pdf'] },
  ],
  [
    'quest launch',
    (b) => b.questLaunch({ questId: 101 }),
    { method: 'questLaunch', args: [{ questId: 101 }] },
  ],
];

describe.each([
  ['android', fakeAndroid],
  ['flutter', fakeFlutter],
  ['ios', fakeIos],
] as const)('Feature: the %s host', (host, makeHost) => {
  test('Scenario: the host is detected and counts as a wrapper', () => {
    const bridge = createNativeBridge(makeHost().win);
    expect(bridge.host).toBe(host);
    expect(bridge.inWrapper).toBe(true);
  });

  test.each(everyCall)('Scenario: %s reaches the host', async (_name, call, expected) => {
    const { win, calls } = makeHost();
    const open = vi.fn();
    await call(createNativeBridge({ ...win, open }));
    expect(calls).toEqual([expected]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('Feature: the web fallback (no host)', () => {
  test('Scenario: no host object means the web', () => {
    expect(detectHost({})).toBe('web');
    expect(createNativeBridge({}).inWrapper).toBe(false);
  });

  test('Scenario: calls without a web meaning do nothing and never throw', () => {
    const bridge = createNativeBridge({});
    expect(() => {
      bridge.event('x', {});
      bridge.analyticsEvent('x', {});
      bridge.rememberMe('u', 'p');
      bridge.setWebViewZoom(false);
      bridge.logout();
      bridge.questLaunch({});
    }).not.toThrow();
  });

  test('Scenario: open URL opens a new tab without an opener', () => {
    const open = vi.fn();
    createNativeBridge({ open }).openUrl('https://example.org/terms');
    expect(open).toHaveBeenCalledWith('https://example.org/terms', '_blank', 'noopener,noreferrer');
  });

  test('Scenario: orientation asks the browser to lock, and a refusal is swallowed', async () => {
    const lock = vi.fn().mockRejectedValue(new Error('not in full screen'));
    createNativeBridge({ screen: { orientation: { lock } } }).setDeviceOrientation('landscape');
    expect(lock).toHaveBeenCalledWith('landscape');
    await Promise.resolve();
  });

  test('Scenario: share uses the Web Share API, a cancel is reported, and the clipboard is the last resort', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await createNativeBridge({ navigator: { share } }).share({ text: 'Hi', url: 'https://q/x' })).toBe(
      'shared',
    );
    expect(share).toHaveBeenCalledWith({ title: undefined, text: 'Hi', url: 'https://q/x' });

    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    expect(
      await createNativeBridge({ navigator: { share: vi.fn().mockRejectedValue(abort) } }).share({
        text: 'Hi',
      }),
    ).toBe('cancelled');

    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(
      await createNativeBridge({ navigator: { clipboard: { writeText } } }).share({
        text: 'Hi',
        url: 'https://q/x',
      }),
    ).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Hi https://q/x');

    expect(await createNativeBridge({}).share({ text: 'Hi' })).toBe('unavailable');
  });

  test('Scenario: download fetches the file as a blob and saves it under its name', async () => {
    const clicked: { href: string; download: string }[] = [];
    const anchor = {
      href: '',
      download: '',
      rel: '',
      click() {
        clicked.push({ href: this.href, download: this.download });
      },
      remove: vi.fn(),
    };
    const win: BridgeWindow = {
      fetch: vi
        .fn()
        .mockResolvedValue(new Response(new Blob(['%PDF']), { status: 200 })) as unknown as typeof fetch,
      document: {
        createElement: () => anchor,
        body: { appendChild: vi.fn() },
      } as unknown as BridgeWindow['document'],
      URL: { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() },
    };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await createNativeBridge(win).downloadFile('/media/pdf/demo.pdf', 'demo.pdf');
      expect(clicked).toEqual([{ href: 'blob:pdf', download: 'demo.pdf' }]);
      expect(win.URL!.revokeObjectURL).not.toHaveBeenCalled();
      vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS);
      expect(win.URL!.revokeObjectURL).toHaveBeenCalledWith('blob:pdf');
    } finally {
      vi.useRealTimers();
    }
  });

  test('Scenario: a failed download rejects so the screen can log it', async () => {
    const win: BridgeWindow = {
      fetch: vi.fn().mockResolvedValue(new Response('', { status: 404 })) as unknown as typeof fetch,
    };
    await expect(createNativeBridge(win).downloadFile('/missing.pdf', 'x.pdf')).rejects.toThrow('404');
  });
});

describe('Feature: a broken host never breaks the app', () => {
  test('Scenario: an Android method that throws falls back to the web', () => {
    const open = vi.fn();
    const bridge = createNativeBridge({
      Android: {
        openUrl: () => {
          throw new Error('host crashed');
        },
      },
      open,
    });
    expect(() => bridge.openUrl('https://example.org')).not.toThrow();
    expect(open).toHaveBeenCalledOnce();
  });

  test('Scenario: an Android host without a method falls back to the web for that call only', () => {
    const open = vi.fn();
    createNativeBridge({ Android: {}, open }).openUrl('https://example.org');
    expect(open).toHaveBeenCalledOnce();
  });

  test('Scenario: a Flutter handler that rejects is not an unhandled rejection', async () => {
    const rejection = vi.fn();
    process.on('unhandledRejection', rejection);
    createNativeBridge({
      flutter_inappwebview: { callHandler: () => Promise.reject(new Error('no handler')) },
    }).logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', rejection);
    expect(rejection).not.toHaveBeenCalled();
  });
});

describe('Feature: analytics through the bridge', () => {
  test('Scenario: Registration carries the +91-prefixed mobile, the email and the user name, to both event calls', () => {
    const { win, calls } = fakeAndroid();
    createAnalytics(createNativeBridge(win)).registration({
      mobile: '9876543210',
      email: 'aarav@example.com',
      userName: '9876543210',
    });
    const payload = { Mobilenumber: '+919876543210', EmailId: 'aarav@example.com', UserName: '9876543210' };
    expect(calls).toEqual([
      { method: 'logEvent', args: ['Registration', payload, true, true] },
      { method: 'logStandardEvent', args: ['Registration', payload] },
    ]);
  });

  test('Scenario: every event keeps the product spelling', () => {
    const { win, calls } = fakeIos();
    const analytics = createAnalytics(createNativeBridge(win));
    analytics.otpRequest({ mobile: '9876543210' });
    analytics.questSelected({ questId: 101 });
    analytics.testStarted({ testCode: 'QT-FRAC-06' });
    analytics.testEnded({ testCode: 'QT-FRAC-06' });
    analytics.startTrial({ productId: 201 });
    analytics.purchaseInitiate({ productId: 201, planId: 1, price: 999 });
    analytics.initiatedCheckout({ orderTotal: 999, itemCount: 1 });
    expect(calls.filter((c) => c.method === 'logEvent').map((c) => c.args[0])).toEqual(
      Object.values(ANALYTICS_EVENTS).slice(1),
    );
    expect(calls.map((c) => c.args[0])).toContain('Teststared');
    expect(calls.map((c) => c.args[0])).toContain('initiated checkout');
  });

  test('Scenario: a host that throws inside an event never reaches the caller', () => {
    const onError = vi.fn();
    const bridge = {
      event: () => {
        throw new Error('boom');
      },
    } as unknown as NativeBridge;
    expect(() => createAnalytics(bridge, onError).questSelected({ questId: 1 })).not.toThrow();
    expect(onError).toHaveBeenCalledOnce();
  });

  test('Scenario: the +91 prefix is added once', () => {
    expect(withCountryCode('9876543210')).toBe('+919876543210');
    expect(withCountryCode('+91 98765 43210')).toBe('+919876543210');
    expect(withCountryCode('919876543210')).toBe('+919876543210');
  });
});
