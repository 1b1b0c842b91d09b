import { defineEndpoint } from '@quest/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { bodyHash, canonicalJson, implement } from '../src/contract.ts';
import { testIdempotencyRoutes, type IdempotencyCounts } from '../src/areas/test-idempotency.ts';
import { createHarness, type Harness } from './support/harness.ts';

// Fixture calls named as the real ones: the counts go by the endpoint's name (the key's scope).
const access = defineEndpoint({
  name: 'sendContentAccess',
  method: 'POST',
  base: 'main',
  path: '/__idem/Access',
  auth: 'bearer',
  body: z.strictObject({ contentId: z.number().int(), accessDate: z.string() }),
  response: z.object({ applied: z.number() }),
  idempotent: true,
  source: 'not in spec',
});
const nested = defineEndpoint({
  name: 'sendTestAttempt',
  method: 'POST',
  base: 'main',
  path: '/__idem/Nested',
  auth: 'bearer',
  body: z.strictObject({ n: z.number().int() }),
  response: z.object({ applied: z.number(), list: z.array(z.object({ at: z.number(), note: z.string() })) }),
  idempotent: true,
  source: 'not in spec',
});
const rating = defineEndpoint({
  name: 'setContentRating',
  method: 'POST',
  base: 'main',
  path: '/__idem/Rating',
  auth: 'bearer',
  body: z.strictObject({ contentId: z.number().int(), rating: z.number().int() }),
  response: z.object({ applied: z.number() }),
  idempotent: true,
  source: 'not in spec',
});

let h: Harness;
let applied = 0;
let token = '';
beforeAll(async () => {
  h = await createHarness({}, [
    (app, deps) => {
      implement(app, deps, access, () => ({ applied: (applied += 1) }));
      implement(app, deps, rating, () => ({ applied: (applied += 1) }));
      implement(app, deps, nested, ({ body }) => ({
        applied: (applied += 1),
        list: Array.from({ length: body.n }, (_, at) => ({ at, note: `ü "${at}" \\ ✓` })),
      }));
    },
  ]);
  token = await h.signInAs(await h.createUser());
});
afterAll(() => h.close());

const counts = async (): Promise<IdempotencyCounts> =>
  (await (await h.app.request('/__test/idempotency')).json()) as IdempotencyCounts;

describe('idempotency counts (ADR 0090)', () => {
  test('Scenario: the canonical body ignores field order, so one write has one hash', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(bodyHash({ a: 1, b: 'x' })).toBe(bodyHash({ b: 'x', a: 1 }));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }));
  });

  test('Scenario: a key sent again is a replay, applied once; the same body under a new key is a duplicate', async () => {
    const before = await counts();
    const body = { contentId: 7, accessDate: '2025-01-02 10:00:00' };
    await h.client.call(access, { body }, { idempotencyKey: 'a-1' });
    await h.client.call(access, { body }, { idempotencyKey: 'a-1' });
    await h.client.call(
      access,
      { body: { accessDate: body.accessDate, contentId: 8 } },
      { idempotencyKey: 'a-2' },
    );
    expect(await counts()).toEqual({
      keys: before.keys + 2,
      replays: before.replays + 1,
      duplicateWrites: before.duplicateWrites,
    });
    const [row] = await h.db.query<{ replays: number; body_hash: string }>(
      "select replays, body_hash from idempotency_keys where key = 'a-1'",
    );
    expect(row).toEqual({ replays: 1, body_hash: bodyHash(body) });

    await h.client.call(access, { body }, { idempotencyKey: 'a-3' });
    expect((await counts()).duplicateWrites).toBe(before.duplicateWrites + 1);
  });

  test('Scenario: a repeat gets the first answer exactly, kept as the JSON text it was sent as (ADR 0151)', async () => {
    const send = () =>
      h.app.request('/__idem/Nested', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'n-1',
        },
        body: JSON.stringify({ n: 3 }),
      });
    const first = await send();
    const again = await send();
    expect(first.headers.get('Idempotent-Replay')).toBeNull();
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    const answer = (await first.json()) as { list: unknown[] };
    expect(answer.list).toHaveLength(3);
    expect(await again.json()).toEqual(answer);
    const [row] = await h.db.query<{ response: string }>(
      "select response from idempotency_keys where key = 'n-1'",
    );
    expect(JSON.parse(row!.response)).toEqual(answer);
  });

  test('Scenario: a rating set twice to the same value is a real repeat, not a duplicate write', async () => {
    const before = await counts();
    const body = { contentId: 9, rating: 5 };
    await h.client.call(rating, { body }, { idempotencyKey: 'r-1' });
    await h.client.call(rating, { body }, { idempotencyKey: 'r-2' });
    expect(await counts()).toEqual({ ...before, keys: before.keys + 2 });
  });

  test('Scenario: outside test runs the counts are not served', async () => {
    const app = new Hono();
    testIdempotencyRoutes(app, h.deps, { NODE_ENV: 'development' });
    expect((await app.request('/__test/idempotency')).status).toBe(404);
    const production = new Hono();
    testIdempotencyRoutes(
      production,
      { ...h.deps, config: { ...h.deps.config, production: true } },
      {
        NODE_ENV: 'test',
      },
    );
    expect((await production.request('/__test/idempotency')).status).toBe(404);
  });
});
