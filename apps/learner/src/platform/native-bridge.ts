/**
 * One typed adapter for the native hosts the app runs in (learning-app.md §7 "Native bridge calls";
 * store-and-assessment.md §6): the Android web view (a JavaScript interface object `window.Android`), the
 * Flutter web view (`window.flutter_inappwebview.callHandler`) and the iOS WKWebView
 * (`window.webkit.messageHandlers.<name>.postMessage`). Every call has a web fallback, and no call ever throws:
 * a host that is missing a method, or throws, falls back quietly (ADR 0041).
 *
 * The password handed to `rememberMe` goes to the host only; the web app never stores it.
 */

import { saveBlob } from './save-blob';

export type HostKind = 'android' | 'flutter' | 'ios' | 'web';

/** Names of the host methods (one per bridge call); the same names on every host. */
export const BRIDGE_METHODS = {
  event: 'logEvent',
  analyticsEvent: 'logStandardEvent',
  rememberMe: 'rememberMe',
  setWebViewZoom: 'setWebViewZoom',
  setDeviceOrientation: 'setDeviceOrientation',
  openUrl: 'openUrl',
  share: 'share',
  logout: 'logout',
  downloadFile: 'downloadFile',
  questLaunch: 'questLaunch',
} as const;
type MethodName = (typeof BRIDGE_METHODS)[keyof typeof BRIDGE_METHODS];

/** setDeviceOrientation values (learning-app.md §7: 1 landscape, 2 portrait). */
export const ORIENTATION = { landscape: 1, portrait: 2 } as const;
export type Orientation = keyof typeof ORIENTATION;

/** Android's addJavascriptInterface object: primitives only, so payloads travel as JSON strings. */
export type AndroidHost = Partial<Record<MethodName, (...args: (string | number | boolean)[]) => unknown>>;
export interface FlutterHost {
  callHandler(name: MethodName, ...args: unknown[]): unknown;
}
export interface IosHost {
  messageHandlers: Partial<Record<MethodName, { postMessage(body: unknown): void }>>;
}

/** The parts of `window` the bridge reads; tests pass a fake. */
export interface BridgeWindow {
  Android?: AndroidHost;
  flutter_inappwebview?: FlutterHost;
  webkit?: IosHost;
  open?: (url: string, target?: string, features?: string) => unknown;
  navigator?: {
    share?: (data: ShareData) => Promise<void>;
    canShare?: (data: ShareData) => boolean;
    clipboard?: { writeText(text: string): Promise<void> };
  };
  screen?: { orientation?: { lock?: (orientation: 'landscape' | 'portrait') => Promise<void> } };
  fetch?: typeof fetch;
  document?: Pick<Document, 'createElement' | 'body'>;
  URL?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

export interface ShareContent {
  title?: string;
  text: string;
  url?: string;
}
/** How a share ended: handed to the host or the system sheet, copied to the clipboard, or not possible. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface NativeBridge {
  readonly host: HostKind;
  /** True inside any native wrapper. */
  readonly inWrapper: boolean;
  /** An event for the host: its name, its payload and two true flags (learning-app.md §7). */
  event(name: string, payload: Record<string, unknown>): void;
  /** The second, standard-analytics event call. */
  analyticsEvent(name: string, payload: Record<string, unknown>): void;
  /** Hands the credentials to the host's own secure store (user name, password, true). Web: nothing. */
  rememberMe(userName: string, password: string): void;
  setWebViewZoom(enabled: boolean): void;
  setDeviceOrientation(orientation: Orientation): void;
  /** Opens a URL outside the app: the host's opener, else a new tab without opener. */
  openUrl(url: string): void;
  share(content: ShareContent): Promise<ShareResult>;
  /** Tells the host the student signed out (the web app clears its own storage). */
  logout(): void;
  /** Downloads a file: the host's downloader, else fetch as a blob and save. */
  downloadFile(url: string, fileName: string): Promise<void>;
  /** The quest-launch event for the host. */
  questLaunch(payload: Record<string, unknown>): void;
}

/** Which host is present (the object the host injects decides, not a user-agent guess). */
export function detectHost(win: BridgeWindow): HostKind {
  if (win.Android && typeof win.Android === 'object') return 'android';
  if (typeof win.flutter_inappwebview?.callHandler === 'function') return 'flutter';
  if (win.webkit?.messageHandlers && typeof win.webkit.messageHandlers === 'object') return 'ios';
  return 'web';
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Sends one call to the host. Returns true when the host took it; false when this host has no such method or
 * the call threw (the caller then uses the web fallback).
 */
function callHost(win: BridgeWindow, host: HostKind, method: MethodName, args: unknown[]): boolean {
  try {
    switch (host) {
      case 'android': {
        const fn = win.Android?.[method];
        if (typeof fn !== 'function') return false;
        const primitive = args.map((a) =>
          typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean' ? a : json(a),
        );
        fn.apply(win.Android, primitive);
        return true;
      }
      case 'flutter': {
        const result = win.flutter_inappwebview!.callHandler(method, ...args);
        // A handler that rejects later must not surface as an unhandled rejection.
        if (result && typeof (result as Promise<unknown>).catch === 'function')
          (result as Promise<unknown>).catch(() => undefined);
        return true;
      }
      case 'ios': {
        const handler = win.webkit?.messageHandlers[method];
        if (!handler || typeof handler.postMessage !== 'function') return false;
        handler.postMessage({ args });
        return true;
      }
      default:
        return false;
    }
  } catch {
    return false;
  }
}

async function webShare(win: BridgeWindow, content: ShareContent): Promise<ShareResult> {
  const data: ShareData = { title: content.title, text: content.text, url: content.url };
  const nav = win.navigator;
  if (typeof nav?.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  if (nav?.clipboard) {
    try {
      await nav.clipboard.writeText([content.text, content.url].filter(Boolean).join(' '));
      return 'copied';
    } catch {
      return 'unavailable';
    }
  }
  return 'unavailable';
}

async function webDownload(win: BridgeWindow, url: string, fileName: string): Promise<void> {
  const doFetch = win.fetch ?? globalThis.fetch;
  const response = await doFetch(url);
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  saveBlob(await response.blob(), fileName, {
    document: win.document ?? document,
    URL: win.URL ?? URL,
  });
}

/** Builds the bridge for a window (the real one by default). */
export function createNativeBridge(win: BridgeWindow = globalThis as unknown as BridgeWindow): NativeBridge {
  const host = detectHost(win);
  const send = (method: MethodName, ...args: unknown[]) => callHost(win, host, method, args);
  return {
    host,
    inWrapper: host !== 'web',
    event: (name, payload) => void send(BRIDGE_METHODS.event, name, payload, true, true),
    analyticsEvent: (name, payload) => void send(BRIDGE_METHODS.analyticsEvent, name, payload),
    rememberMe: (userName, password) => void send(BRIDGE_METHODS.rememberMe, userName, password, true),
    setWebViewZoom: (enabled) => void send(BRIDGE_METHODS.setWebViewZoom, enabled),
    setDeviceOrientation: (orientation) => {
      if (send(BRIDGE_METHODS.setDeviceOrientation, ORIENTATION[orientation])) return;
      // A browser can lock orientation only in full screen; failing is fine (the layout adapts anyway).
      win.screen?.orientation?.lock?.(orientation).catch(() => undefined);
    },
    openUrl: (url) => {
      if (send(BRIDGE_METHODS.openUrl, url)) return;
      win.open?.(url, '_blank', 'noopener,noreferrer');
    },
    share: async (content) => {
      if (send(BRIDGE_METHODS.share, [content.text, content.url].filter(Boolean).join(' '))) return 'shared';
      return webShare(win, content);
    },
    logout: () => void send(BRIDGE_METHODS.logout),
    downloadFile: async (url, fileName) => {
      if (send(BRIDGE_METHODS.downloadFile, url, fileName)) return;
      await webDownload(win, url, fileName);
    },
    questLaunch: (payload) => void send(BRIDGE_METHODS.questLaunch, payload),
  };
}
