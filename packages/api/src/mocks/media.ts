import {
  VIDEO_KEY_BYTES,
  mediaEndpoints,
  type ActivityFrameMessage,
  type ExternalTestFrameMessage,
  type MkioToken,
} from '../areas/media.ts';
import { mockEndpoint, type AreaMocks } from './core.ts';

/** A video token as GetMKIOToken returns it. */
export const makeMkioToken = (overrides: Partial<MkioToken> = {}): MkioToken => ({
  token: 'mkio-demo-token-6f1c2a9e4b7d',
  ...overrides,
});

/** A 16-byte video key (GetKey); fixed bytes so stories and tests are repeatable. */
export const makeVideoKey = (
  bytes: Uint8Array<ArrayBuffer> = Uint8Array.from({ length: VIDEO_KEY_BYTES }, (_, i) => i),
) => new Blob([bytes], { type: 'application/octet-stream' });

/** A message of the activity frame: Back, or FinishActivity with the consumed time (seconds). */
export const makeActivityMessage = (overrides: Partial<ActivityFrameMessage> = {}): ActivityFrameMessage =>
  ({ type: 'FinishActivity', consumedTime: 95, ...overrides }) as ActivityFrameMessage;

/** A message of the external test frame. */
export const makeExternalTestMessage = (
  overrides: Partial<ExternalTestFrameMessage> = {},
): ExternalTestFrameMessage => ({ type: 'FinishTest', ...overrides });

const { getMkioToken, getKey } = mediaEndpoints;

/** Mock handlers of the media calls, per data state. Neither call has a meaningful empty: empty is minimal. */
export const mediaMocks: AreaMocks = {
  ok: [mockEndpoint(getMkioToken, 'ok', makeMkioToken()), mockEndpoint(getKey, 'ok', () => makeVideoKey())],
  empty: [
    mockEndpoint(getMkioToken, 'empty', makeMkioToken({ token: 'x' })),
    mockEndpoint(getKey, 'empty', () => makeVideoKey(new Uint8Array(VIDEO_KEY_BYTES))),
  ],
  error: [
    mockEndpoint(getMkioToken, 'error', undefined, 'The video could not be opened. Please try again.'),
    mockEndpoint(getKey, 'error', undefined, 'The video could not be opened. Please try again.'),
  ],
  loading: [mockEndpoint(getMkioToken, 'loading'), mockEndpoint(getKey, 'loading')],
};
