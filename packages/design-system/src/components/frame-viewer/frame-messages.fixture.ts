import type { FrameMessage } from './frame-messages';

/*
 * Stories and tests only. The app passes @quest/api's `parseFrameMessage('activity' | 'externalTest', data)`, the
 * contract's zod schemas (packages/api/src/areas/media.ts); the design system may not import the API, so this is a
 * plain copy of the same rules: exactly `{ type }`, plus a whole `consumedTime` from 0 to a day for FinishActivity,
 * and no other keys.
 */

/** The contract's MAX_CONSUMED_SECONDS: a day. */
const MAX_CONSUMED_SECONDS = 24 * 60 * 60;

const exactKeys = (data: Record<string, unknown>, keys: string[]) => {
  const own = Object.keys(data);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(data, k));
};

const asRecord = (data: unknown) =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;

/** The activity frame (content type 10): Back, or FinishActivity with the consumed seconds. */
export function acceptActivityMessage(
  data: unknown,
): Extract<FrameMessage, { type: 'Back' | 'FinishActivity' }> | null {
  const record = asRecord(data);
  if (!record) return null;
  if (record.type === 'Back' && exactKeys(record, ['type'])) return { type: 'Back' };
  const time = record.consumedTime;
  if (
    record.type === 'FinishActivity' &&
    exactKeys(record, ['type', 'consumedTime']) &&
    typeof time === 'number' &&
    Number.isInteger(time) &&
    time >= 0 &&
    time <= MAX_CONSUMED_SECONDS
  ) {
    return { type: 'FinishActivity', consumedTime: time };
  }
  return null;
}

const externalTestTypes = ['FinishTest', 'AbortTest', 'TestAbort', 'Back'] as const;
type ExternalTestType = (typeof externalTestTypes)[number];

/** The external test frame: FinishTest, AbortTest, TestAbort or Back. */
export function acceptExternalTestMessage(
  data: unknown,
): Extract<FrameMessage, { type: ExternalTestType }> | null {
  const record = asRecord(data);
  if (!record || !exactKeys(record, ['type'])) return null;
  const type = externalTestTypes.find((t) => t === record.type);
  return type ? { type } : null;
}
