import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db.ts';

/**
 * The merchant key the app and the fake gateway share, made once per database and kept in it, so pending
 * payments survive a restart and no key is written in the code.
 */
export async function gatewaySecret(db: Db): Promise<string> {
  const read = () =>
    db.query<{ value: string }>(`select value from store_secrets where name = 'gateway'`).then((r) => r[0]);
  const found = await read();
  if (found) return found.value;
  await db.query(`insert into store_secrets (name, value) values ('gateway', $1) on conflict do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const made = await read();
  if (!made) throw new Error('The gateway key could not be stored');
  return made.value;
}

function hmac(secret: string, parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The fields of the payment form the app's hidden form posts to the gateway. */
export interface PaymentRequestFields {
  orderId: string;
  amount: string;
  currency: string;
  returnUrl: string;
}

const requestParts = (f: PaymentRequestFields) => ['pay', f.orderId, f.amount, f.currency, f.returnUrl];

export const signPaymentRequest = (secret: string, fields: PaymentRequestFields): string =>
  hmac(secret, requestParts(fields));

export const verifyPaymentRequest = (secret: string, fields: PaymentRequestFields, signature: string) =>
  same(hmac(secret, requestParts(fields)), signature);

/** What the gateway posts back to the app's return address. */
export interface PaymentOutcomeFields {
  orderId: string;
  status: 'success' | 'failed' | 'pending';
  amount: string;
  gatewayRef: string;
  reason: string;
}

const outcomeParts = (f: PaymentOutcomeFields) => [
  'outcome',
  f.orderId,
  f.status,
  f.amount,
  f.gatewayRef,
  f.reason,
];

export const signPaymentOutcome = (secret: string, fields: PaymentOutcomeFields): string =>
  hmac(secret, outcomeParts(fields));

export const verifyPaymentOutcome = (secret: string, fields: PaymentOutcomeFields, signature: string) =>
  same(hmac(secret, outcomeParts(fields)), signature);
