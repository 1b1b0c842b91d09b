import { defineEndpoint, type ApiError } from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { implement } from '../src/contract.ts';
import { tokenTtlMs } from '../src/identity/sessions.ts';
import { createHarness, type Harness } from './support/harness.ts';

const echo = defineEndpoint({
  name: 'echoForTest',
  method: 'POST',
  base: 'main',
  path: '/__contract/Echo',
  auth: 'bearer',
  query: z.object({ Tag: z.string().min(1) }),
  body: z.strictObject({ count: z.number().int().min(0) }),
  response: z.object({ tag: z.string(), count: z.number(), userId: z.number() }),
  source: 'not in spec',
});
const counted = defineEndpoint({
  name: 'countForTest',
  method: 'POST',
  base: 'analytics',
  path: '/__contract/Count',
  auth: 'bearer',
  body: z.strictObject({ by: z.number().int() }),
  response: z.object({ total: z.number() }),
  idempotent: true,
  source: 'not in spec',
});
const broken = defineEndpoint({
  name: 'brokenForTest',
  method: 'GET',
  base: 'main',
  path: '/__contract/Broken',
  auth: 'none',
  response: z.object({ value: z.number() }),
  source: 'not in spec',
});

let h: Harness;
let total = 0;
beforeAll(async () => {
  h = await createHarness({}, [
    (app, deps) => {
      implement(app, deps, echo, ({ query, body, user }) => ({
        tag: query.Tag,
        count: body.count,
        userId: user.userId,
      }));
      implement(app, deps, counted, ({ body }) => ({ total: (total += body.by) }));
      implement(app, deps, broken, () => ({ value: 'not a number' }) as unknown as { value: number });
    },
  ]);
});
afterAll(() => h.close());

describe('contract binding', () => {
  test('Scenario: a valid call reaches the handler with parsed query, body and the signed-in user', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    await expect(h.client.call(echo, { query: { Tag: 'x' }, body: { count: 2 } })).resolves.toEqual({
      tag: 'x',
      count: 2,
      userId,
    });
  });

  test('Scenario: an invalid body gets 400 with a message naming the field', async () => {
    const response = await h.app.request('/__contract/Echo?Tag=x', {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.session.getToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: -1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^count /) });
  });

  test('Scenario: no token is 401, and the client clears the session and signals once', async () => {
    const signals: number[] = [];
    h.client.onSessionInvalid(() => signals.push(1));
    h.session.setToken(null);
    await expect(h.client.call(echo, { query: { Tag: 'x' }, body: { count: 1 } })).rejects.toMatchObject({
      kind: 'session',
      status: 401,
    });
    await expect(h.client.call(echo, { query: { Tag: 'x' }, body: { count: 1 } })).rejects.toMatchObject({
      kind: 'session',
    });
    expect(signals).toHaveLength(1);
  });

  test('Scenario: a token expires when the test clock passes its lifetime', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    await expect(h.client.call(echo, { query: { Tag: 'a' }, body: { count: 0 } })).resolves.toBeTruthy();
    h.clock.advance(tokenTtlMs() + 1000);
    const error = (await h.client
      .call(echo, { query: { Tag: 'a' }, body: { count: 0 } })
      .catch((e) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(h.session.getToken()).toBeNull();
    h.clock.reset();
  });

  test('Scenario: the same Idempotency-Key twice is applied once and answered the same', async () => {
    await h.signInAs(await h.createUser());
    const first = await h.client.call(counted, { body: { by: 5 } }, { idempotencyKey: 'k-1' });
    const again = await h.client.call(counted, { body: { by: 5 } }, { idempotencyKey: 'k-1' });
    const other = await h.client.call(counted, { body: { by: 5 } }, { idempotencyKey: 'k-2' });
    expect(first).toEqual({ total: 5 });
    expect(again).toEqual({ total: 5 });
    expect(other).toEqual({ total: 10 });
  });

  test('Scenario: an idempotent write without a key is refused', async () => {
    const response = await h.app.request('/analytics/__contract/Count', {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.session.getToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ by: 1 }),
    });
    expect(response.status).toBe(400);
  });

  test('Scenario: a handler that answers outside the contract is a server error, not a silent drift', async () => {
    const response = await h.app.request('/__contract/Broken');
    expect(response.status).toBe(500);
  });
});
