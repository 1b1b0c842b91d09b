import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, parseRetryAfter } from './errors.ts';
import { fromFormEntries, toFormData } from './form-data.ts';
import { createApiClient } from './http.ts';
import { memorySessionStore } from './session-store.ts';

const getThing = defineEndpoint({
  name: 'getThing',
  method: 'GET',
  base: 'analytics',
  path: '/Thing/Get',
  auth: 'bearer',
  query: z.object({ ThingId: z.number() }),
  response: z.object({ name: z.string(), list: z.array(z.object({ isAssigned: z.boolean() })).optional() }),
  source: 'not in spec',
});
const signIn = defineEndpoint({
  name: 'signIn',
  method: 'POST',
  base: 'main',
  path: '/Auth',
  auth: 'basic',
  response: z.object({ token: z.string() }),
  source: 'not in spec',
});
const upload = defineEndpoint({
  name: 'upload',
  method: 'POST',
  base: 'masterclass',
  path: '/Up',
  auth: 'bearer',
  multipart: true,
  idempotent: true,
  body: z.object({ userId: z.number(), list: z.array(z.object({ fileName: z.string() })) }),
  response: z.object({ ok: z.boolean() }),
  source: 'not in spec',
});

function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const session = memorySessionStore('tok', '1');
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    session,
    config: { bases: { analytics: 'https://analytics.example', main: '', location: '', masterclass: '/mc' } },
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return respond(String(url), init!);
    }) as typeof fetch,
    newKey: () => 'generated-key',
  });
  return { session, calls, client };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  test('Scenario: a bearer call goes to its base with the query, the token and the app id', async () => {
    const { client, calls } = setup(() => json({ name: 'x' }));
    await expect(client.call(getThing, { query: { ThingId: 7 } })).resolves.toEqual({ name: 'x' });
    expect(calls[0]!.url).toBe('https://analytics.example/Thing/Get?ThingId=7');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer tok', AppId: '1' });
  });

  test.each([
    [json({ error: 'Invalid coupon' }, 400), 'Invalid coupon'],
    [json({ message: 'no error field' }, 500), GENERIC_ERROR_MESSAGE],
    [new Response('<html>502</html>', { status: 502 }), GENERIC_ERROR_MESSAGE],
    [json({ error: 'Mobile number already registered' }, 200), 'Mobile number already registered'],
  ])(
    'Scenario: the error rule — server error field, else a generic message (%#)',
    async (response, message) => {
      const { client } = setup(() => response);
      await expect(client.call(getThing, { query: { ThingId: 1 } })).rejects.toMatchObject({
        kind: 'server',
        message,
      });
    },
  );

  test('Scenario: 405 clears storage and signals session invalid', async () => {
    const { client, session } = setup(() => json({}, 405));
    const listener = vi.fn();
    client.onSessionInvalid(listener);
    await expect(client.call(getThing, { query: { ThingId: 1 } })).rejects.toMatchObject({ kind: 'session' });
    expect(session.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('Scenario: a wrong password (401 on the basic call) is a server message, not a session reset', async () => {
    const { client, session } = setup(() => json({ error: 'Invalid username or password.' }, 401));
    await expect(
      client.call(signIn, {}, { credentials: { username: '9876543210', password: 'nope' } }),
    ).rejects.toMatchObject({ kind: 'server', message: 'Invalid username or password.' });
    expect(session.getToken()).toBe('tok');
  });

  test('Scenario: a throttled call (429) keeps the server message and Retry-After in seconds', async () => {
    const message = 'Too many sign-in attempts. Please try again in 2 minutes.';
    const { client } = setup(
      () =>
        new Response(JSON.stringify({ error: message }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        }),
    );
    await expect(
      client.call(signIn, {}, { credentials: { username: 'u', password: 'p' } }),
    ).rejects.toMatchObject({ kind: 'server', status: 429, message, retryAfterSeconds: 120 });
  });

  test('Scenario: Retry-After reads as seconds or an HTTP date; absent or unreadable is undefined', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  test('Scenario: basic credentials go in the header, never in the URL', async () => {
    const { client, calls } = setup(() => json({ token: 't' }));
    await client.call(signIn, {}, { credentials: { username: 'दिया', password: 'p@ss' } });
    expect(calls[0]!.url).toBe('/Auth');
    const header = (calls[0]!.init.headers as Record<string, string>).Authorization!;
    expect(new TextDecoder().decode(Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)))).toBe(
      'दिया:p@ss',
    );
  });

  test('Scenario: a body that breaks the schema is a typed contract error, never a crash', async () => {
    const { client } = setup(() => json({ name: 42 }));
    await expect(client.call(getThing, { query: { ThingId: 1 } })).rejects.toMatchObject({
      name: 'ContractError',
      kind: 'contract',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  test('Scenario: an empty or non-JSON success body is a contract error', async () => {
    const { client } = setup(() => new Response('', { status: 200 }));
    await expect(client.call(getThing, { query: { ThingId: 1 } })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  test('Scenario: an invalid query is a contract error before anything is sent', async () => {
    const { client, calls } = setup(() => json({ name: 'x' }));
    await expect(
      client.call(getThing, { query: { ThingId: 'x' as unknown as number } }),
    ).rejects.toMatchObject({
      kind: 'contract',
    });
    expect(calls).toHaveLength(0);
  });

  test('Scenario: no connection is a network error with a clear message', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call(getThing, { query: { ThingId: 1 } })).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  test('Scenario: a retried write reuses its Idempotency-Key; multipart fields keep the spec names', async () => {
    const { client, calls } = setup(() => json({ ok: true }));
    await client.call(
      upload,
      { body: { userId: 5, list: [{ fileName: 'a.png' }] } },
      { idempotencyKey: 'k1' },
    );
    await client.call(upload, { body: { userId: 5, list: [{ fileName: 'a.png' }] } });
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
    expect((calls[1]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('generated-key');
    const form = calls[0]!.init.body as FormData;
    expect([...form.keys()]).toEqual(['userId', 'list[0].fileName']);
    expect(fromFormEntries(form.entries())).toEqual({ userId: '5', list: [{ fileName: 'a.png' }] });
  });
});

describe('form data', () => {
  test('files keep their names and nested lists round-trip', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const form = toFormData({ a: 1, files: [file], attachmentList: [{ fileName: 'n', fileSize: 3 }] });
    const back = fromFormEntries(form.entries());
    expect(back).toMatchObject({ a: '1', attachmentList: [{ fileName: 'n', fileSize: '3' }] });
    expect((back.files as File[])[0]!.name).toBe('photo.png');
  });
});
