import { createApiClient, memorySessionStore, type AnyEndpoint } from '@quest/api';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { routePath } from '../../src/contract.ts';
import type { Harness } from './harness.ts';

/**
 * The contract tests of one endpoint. Besides the endpoint's own scenarios (`body`), which call the real server
 * through the app's client so requests and responses are validated with the contract's schemas, it adds:
 * - an invalid request (query and/or body) → 400 with a message, from the same schemas;
 * - a response that breaks the schema → the client's typed ContractError, never a crash.
 * `coverage.test.ts` fails when an endpoint of the contract has no `contractSuite`.
 */
export function contractSuite(endpoint: AnyEndpoint, harness: () => Harness, body: () => void): void {
  describe(`contract: ${endpoint.name} — ${endpoint.method} ${routePath(endpoint)}`, () => {
    body();

    if (endpoint.query || endpoint.body) {
      test('an invalid request is refused with 400 and a message', async () => {
        const h = harness();
        const headers: Record<string, string> = {};
        if (endpoint.auth === 'bearer') {
          headers.Authorization = `Bearer ${await h.signInAs(await h.createUser())}`;
        }
        if (endpoint.idempotent) headers['Idempotency-Key'] = `invalid-${Math.random()}`;
        let url = routePath(endpoint);
        if (endpoint.query instanceof z.ZodObject) {
          const params = new URLSearchParams(
            Object.keys(endpoint.query.shape).map((k): [string, string] => [k, '∅ not valid']),
          );
          url += `?${params}`;
        }
        let requestBody: RequestInit['body'];
        if (endpoint.body && endpoint.multipart) {
          const form = new FormData();
          form.append('__unknown__', 'x');
          requestBody = form;
        } else if (endpoint.body) {
          headers['Content-Type'] = 'application/json';
          requestBody = JSON.stringify(endpoint.body instanceof z.ZodArray ? { __unknown__: true } : [1]);
        }
        const response = await h.app.request(url, { method: endpoint.method, headers, body: requestBody });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      });
    }

    if (!endpoint.binary) {
      test('a response that breaks the schema is a typed contract error', async () => {
        const client = createApiClient({
          session: memorySessionStore('token'),
          fetch: async () =>
            new Response('42', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        });
        const input = { query: {}, body: {} } as never;
        const error = await client.call(endpoint, input).catch((e: unknown) => e);
        // Either the request schema refuses the empty input first, or the response schema refuses `42`.
        expect(error).toMatchObject({ kind: 'contract' });
        expect(endpoint.response.safeParse(42).success).toBe(false);
      });
    }
  });
}
