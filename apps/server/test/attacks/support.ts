/**
 * The attack suite (issue 22): every file `apps/server/test/attacks/*.attack.test.ts` replays what an attacker tried
 * against the reference server. Each test is one attack: it passes when the server held and fails when it broke.
 * The test command counts them (`attacks: tried / held / broke`) and any broke fails the run.
 *
 * Attacks talk HTTP to an in-process server (`createHarness`), as a hostile client would: raw requests, forged
 * headers and bodies, no help from the app's own client checks.
 */
import { endpoints, type AnyEndpoint } from '@quest/api';
import { routePath } from '../../src/contract.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import type { Harness } from '../support/harness.ts';

export { createHarness, type Harness } from '../support/harness.ts';

/** What a raw request may carry as its body (fetch's own type, without relying on the DOM library). */
export type RequestBody = NonNullable<Parameters<typeof fetch>[1]>['body'];

/** One raw request to the harness's server, as an attacker's script would send it. */
export function send(
  h: Harness,
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: RequestBody; token?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (typeof init.body === 'string' && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  return Promise.resolve(h.app.request(url, { method, headers, body: init.body ?? null }));
}

/** A contract call's path on the reference server, with its query string. */
export function pathOf(name: keyof typeof endpoints, query?: Record<string, string | number>): string {
  const base = routePath(endpoints[name] as AnyEndpoint);
  if (!query) return base;
  return `${base}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** A cart line of the demo's Maths Booster (one term) for `userId`, at the price the client claims. */
export const boosterCartLine = (userId: number, price = 449) => ({
  cartId: '',
  userId,
  productId: storeDemo.products.mathsBooster,
  productName: 'Maths Booster',
  productIcon: '',
  qty: 1,
  price,
  netPrice: price,
  planId: storeDemo.plans.mathsBoosterTerm,
});
