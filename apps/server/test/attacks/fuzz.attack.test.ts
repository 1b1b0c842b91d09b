/**
 * Issue 22 part D: a fuzz pass over every call of the contract and every other route. Hostile values in every
 * field the schemas name (NUL, ids past the database's integer range, 100 KB strings, wrong types, invalid
 * dates), whole hostile bodies (10 MB, invalid JSON, wrong shapes), signed in as a real student and without a
 * token. The server may refuse anything, but it must answer 4xx: a 500 means the input reached a place that was
 * not ready for it (docs/decisions/0104-input-limits.md).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { endpoints, paymentReturnPath, type AnyEndpoint } from '@quest/api';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { createApp } from '../../src/app.ts';
import { routePath } from '../../src/contract.ts';
import { createContentApp } from '../../src/areas/media/content-origin.ts';
import { createGatewayApp } from '../../src/areas/store/gateway.ts';
import { CSP_REPORT_PATH } from '../../src/security/policy.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { assessmentIds } from '../../src/seed/assessment-ids.ts';
import { demo } from '../../src/seed/ids.ts';
import { learningIds } from '../../src/seed/learning-ids.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import { captureLog } from '../support/log-capture.ts';
import { createHarness, send, type Harness } from './support.ts';

// ---------------------------------------------------------------------------------------------------------------
// Reading the contract's schemas (zod 4): field names and a value each field accepts.

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const STRING_GUESSES = [
  '1',
  'Test',
  '9876543210',
  '123456',
  'Secret123!',
  'abc123',
  'test@example.com',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01 10:00:00',
  'ORD1',
  'https://example.com/',
  '',
];

/** A value the schema accepts (best effort: a field that gets none keeps a plausible guess). */
function sample(schema: z.ZodType): unknown {
  const def = defOf(schema);
  const accepts = (value: unknown) => schema.safeParse(value).success;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sample(def.innerType!);
    case 'pipe':
      return sample(def.in!);
    case 'union': {
      const guesses = def.options!.map(sample);
      return guesses.find(accepts) ?? guesses[0];
    }
    case 'literal':
      return def.values![0];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return [1, 0, 2, 10, 100].find(accepts) ?? 1;
    case 'string':
      return STRING_GUESSES.find(accepts) ?? 'x';
    case 'array':
      return [sample(def.element!)];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, sample(field)]));
    case 'custom':
      return new Blob(['x'], { type: 'text/plain' });
    default:
      return '1';
  }
}

/** The object a body or query is made of: its own shape, or an array's element's (AddCart takes an array). */
function objectShape(schema: z.ZodType | undefined): { fields: string[]; asArray: boolean } {
  if (!schema) return { fields: [], asArray: false };
  let def = defOf(schema);
  let asArray = false;
  while (def.type === 'pipe' || def.type === 'optional') def = defOf((def.in ?? def.innerType)!);
  if (def.type === 'array') {
    asArray = true;
    def = defOf(def.element!);
  }
  return { fields: def.type === 'object' ? Object.keys(def.shape!) : [], asArray };
}

// ---------------------------------------------------------------------------------------------------------------
// The hostile values.

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(100 * 1024);
const TEN_MB = 10 * 1024 * 1024;
const TEN_MB_JSON = `{"a":"${'x'.repeat(TEN_MB)}"}`;

/** Field values: what goes into JSON bodies, and as text into query strings and forms. */
const fieldCases: ReadonlyArray<{ name: string; json: unknown; text: string }> = [
  { name: 'NUL string', json: NUL, text: NUL },
  { name: 'control character', json: 'a\u0007b', text: 'a\u0007b' },
  { name: 'id 2^31', json: 2 ** 31, text: String(2 ** 31) },
  { name: 'id 2^63', json: 2n ** 63n, text: (2n ** 63n).toString() },
  { name: 'id -1', json: -1, text: '-1' },
  { name: '1e308', json: 1e308, text: '1e308' },
  { name: '"1e5"', json: '1e5', text: '1e5' },
  { name: '1.5', json: 1.5, text: '1.5' },
  { name: '100 KB string', json: LONG, text: LONG },
  { name: 'array', json: [1, 2], text: '[1,2]' },
  { name: 'object', json: { a: 1 }, text: '{"a":1}' },
  { name: 'boolean', json: true, text: 'true' },
  { name: 'null', json: null, text: 'null' },
  { name: 'empty string', json: '', text: '' },
  { name: 'invalid date', json: '2026-02-30T25:61:00Z', text: '2026-02-30T25:61:00Z' },
  { name: 'invalid IST timestamp', json: '2026-13-45 25:61:99', text: '2026-13-45 25:61:99' },
  { name: 'year 0 timestamp', json: '0000-00-00 00:00:00', text: '0000-00-00 00:00:00' },
  { name: 'digits past 2^63', json: '99999999999999999999999', text: '99999999999999999999999' },
];

/** JSON.stringify with bigints written as plain numbers (2^63 exactly, as an attacker's script sends it). */
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `@@${v}@@` : v)).replace(
    /"@@(\d+)@@"/g,
    '$1',
  );

// ---------------------------------------------------------------------------------------------------------------

let h: Harness;
let studentId: number;
let content: Hono;
let gateway: Hono;
const offenders: string[] = [];
let sent = 0;

/** Sends one request; a 500 (or, when `expected` is given, any other status) is an offender. */
async function expectNo500(
  label: string,
  request: () => Promise<Response> | Response,
  expected?: number,
): Promise<void> {
  sent += 1;
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    offenders.push(`${label}: threw ${String(error)}`);
    return;
  }
  if (response.status >= 500 || (expected !== undefined && response.status !== expected)) {
    const text = await response.text().catch(() => '');
    const wanted = expected !== undefined && response.status !== expected ? ` (expected ${expected})` : '';
    offenders.push(`${label}: ${response.status}${wanted} ${text.slice(0, 120)}`);
  } else {
    await response.body?.cancel();
  }
}

/** The server's own log during the fuzz pass: it must hold no error either (a 500 is logged at level error). */
const serverLog = captureLog('error');

beforeAll(async () => {
  const base = await createHarness();
  const deps = { ...base.deps, log: serverLog.log };
  const app = createApp({ ...deps, staticDir: '/nonexistent' });
  h = { ...base, deps, app };
  content = createContentApp(h.deps);
  gateway = createGatewayApp(h.deps);
  await seedIfEmpty(h.deps);
  studentId = demo.users.student.id;
});
afterAll(async () => {
  console.info(`fuzz: ${sent} requests, ${offenders.length} answered 500`);
  await h?.close();
});

/** Values of the demo data by field name, so the other fields pass and a hostile one reaches the handler. */
const demoValues: ReadonlyArray<[RegExp, unknown]> = [
  [/^user_?id$/i, demo.users.student.id],
  [/^quest_?id$/i, demo.quests.grade6],
  [/^product_?id$/i, storeDemo.products.grade6Explorer],
  [/^(content_?id|contentcode)$/i, learningIds.contents.fractionsIntro],
  [/^missionid$/i, learningIds.missions.maths],
  [/^location_?id$/i, demo.locations.open],
  [/^testcode$/i, demo.tests.fractions],
  [/^testid$/i, assessmentIds.tests.fractions],
  [/^onlineStudentAssignmentId$/i, assessmentIds.assignments.sciencePast],
  [/^(username|mobilenumber|contactno|phone)$/i, '9000000123'],
  [/^emailid$/i, 'test@example.com'],
  [/password$/i, 'Secret123!'],
  [/^otp$/i, '123456'],
];

function demoValue(field: string, sampled: unknown): unknown {
  const hit = demoValues.find(([pattern]) => pattern.test(field));
  if (!hit) return sampled;
  return typeof sampled === 'string' && typeof hit[1] === 'number' ? String(hit[1]) : hit[1];
}

function baseline(endpoint: AnyEndpoint, part: 'query' | 'body'): Record<string, unknown> {
  const schema = endpoint[part];
  const { fields, asArray } = objectShape(schema);
  const sampled = (schema ? sample(schema) : {}) as unknown;
  const record = (asArray ? (sampled as unknown[])[0] : sampled) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = demoValue(field, record?.[field]);
  return out;
}

const queryString = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && !(v instanceof Blob))
      .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : toJson(v)]),
  ).toString();

function formOf(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, 'x.bin');
    else if (Array.isArray(value)) continue;
    else form.append(key, typeof value === 'string' ? value : toJson(value));
  }
  return form;
}

/** Every request of one endpoint's fuzz pass, as (label, request) pairs. */
function requestsFor(
  endpoint: AnyEndpoint,
  token: string | undefined,
): Array<[string, () => Promise<Response>, number?]> {
  const path = routePath(endpoint);
  const who = token ? 'student' : 'no token';
  const out: Array<[string, () => Promise<Response>, number?]> = [];
  const query = baseline(endpoint, 'query');
  const body = baseline(endpoint, 'body');
  const { asArray } = objectShape(endpoint.body);
  const headers: Record<string, string> = endpoint.idempotent ? { 'Idempotency-Key': 'fuzz' } : {};
  let key = 0;
  const call = (
    q: Record<string, unknown>,
    b: unknown,
    extraHeaders: Record<string, string> = {},
    rawQuery = '',
  ) => {
    const url = `${path}${Object.keys(q).length ? `?${queryString(q)}${rawQuery}` : ''}`;
    const h2 = {
      ...headers,
      ...(endpoint.idempotent ? { 'Idempotency-Key': `fuzz-${who}-${(key += 1)}` } : {}),
      ...extraHeaders,
    };
    if (endpoint.method === 'GET') return () => send(h, 'GET', url, { token, headers: h2 });
    if (endpoint.multipart && b && typeof b === 'object' && !(b instanceof Blob)) {
      return () => send(h, 'POST', url, { token, headers: h2, body: formOf(b as Record<string, unknown>) });
    }
    const text = typeof b === 'string' ? b : toJson(b === undefined ? {} : asArray ? [b] : b);
    return () => send(h, 'POST', url, { token, headers: h2, body: text });
  };
  const label = (what: string) => `${endpoint.name} (${who}) ${what}`;

  // Without a token a call that needs one answers 401 before it reads a field: one field case (NUL) is enough
  // there; the whole-body cases below still run, since the body limit comes before the sign-in check.
  const cases = endpoint.auth === 'bearer' && !token ? fieldCases.slice(0, 1) : fieldCases;
  for (const { name, json, text } of cases) {
    for (const field of Object.keys(query)) {
      out.push([label(`query ${field}=${name}`), call({ ...query, [field]: text }, body)]);
    }
    for (const field of Object.keys(body)) {
      const value = endpoint.multipart ? text : json;
      out.push([label(`body ${field}=${name}`), call(query, { ...body, [field]: value })]);
    }
  }
  if (endpoint.multipart) {
    // Field names an attacker picks: the prototype, a list index of a billion, deep nesting, a scalar then a path.
    for (const [name, extra] of [
      ['field __proto__', [['__proto__.polluted', 'yes']]],
      ['field constructor.prototype', [['constructor.prototype.polluted', 'yes']]],
      ['list index 10^8', [['attachmentList[100000000].fileName', 'a.txt']]],
      ['deeply nested field', [['a.b.c.d.e.f.g', 'x']]],
      [
        'scalar then path',
        [
          ['x', '1'],
          ['x.y', '2'],
          ['x[0]', '3'],
        ],
      ],
    ] as const) {
      out.push([
        label(`form ${name}`),
        () => {
          const form = formOf(body);
          for (const [k, v] of extra) form.append(k, v);
          return send(h, 'POST', path, { token, headers, body: form });
        },
      ]);
    }
  }
  // Every call: percent-encoding that decodes to no text, and a query parameter given twice.
  for (const raw of ['zz=%E0%A4%A', 'zz=%ff%fe', 'zz=%', '%00=1']) {
    out.push([
      label(`raw query ${raw}`),
      () =>
        send(h, endpoint.method, `${path}?${raw}`, {
          token,
          headers,
          ...(endpoint.method === 'POST' ? { body: '{}' } : {}),
        }),
    ]);
  }
  const [first] = Object.keys(query);
  if (first)
    out.push([
      label(`query ${first} twice`),
      call({ ...query }, body, {}, `&${first}=${encodeURIComponent(NUL)}`),
    ]);
  // Every call, whatever its schema: a NUL in an extra query parameter.
  out.push([label('extra query parameter with NUL'), call({ ...query, zz: NUL }, body)]);
  if (endpoint.method === 'POST') {
    // 10 MB is over every JSON call's limit; the upload calls with bigger limits may read it and refuse the form.
    const tooBig = endpoint.multipart ? undefined : 413;
    for (const [name, raw] of [
      ['invalid JSON', '{"a":'],
      ['body an array', '[1,2,3]'],
      ['body null', 'null'],
      ['body a string', '"text"'],
      ['body a number', '12'],
      ['body deeply nested', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ] as const) {
      out.push([label(name), () => send(h, 'POST', path, { token, headers: { ...headers }, body: raw })]);
    }
    out.push([
      label('10 MB body'),
      () =>
        send(h, 'POST', path, {
          token,
          headers: { ...headers, 'Content-Length': String(TEN_MB + 12) },
          body: TEN_MB_JSON,
        }),
      tooBig,
    ]);
    out.push([
      label('10 MB body, chunked without a length'),
      () =>
        Promise.resolve(
          h.app.request(path, {
            method: 'POST',
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: chunkedBody(TEN_MB),
            duplex: 'half',
          } as RequestInit),
        ),
      tooBig,
    ]);
  }
  return out;
}

/** A request body that arrives in 64 KB chunks with no Content-Length. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      left -= chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const allEndpoints = Object.values(endpoints);

describe('fuzz: no input makes the server answer 500', () => {
  test(`every contract call (${allEndpoints.length}), signed in and without a token`, async () => {
    for (const endpoint of allEndpoints) {
      // A fresh session per call: logout or a password change ends the one before.
      const token = await h.signInAs(studentId);
      for (const auth of [token, undefined]) {
        for (const [label, request, expected] of requestsFor(endpoint, auth)) {
          await expectNo500(label, request, expected);
        }
      }
    }
    expect(offenders, `${offenders.length} requests answered 500:\n${offenders.join('\n')}`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  test('the routes outside the contract', async () => {
    const before = offenders.length;
    const token = await h.signInAs(studentId);
    const badPathParts = ['%00', 'a%00.png', '..%2f..%2fpackage.json', '%ff', 'x'.repeat(5000), '2147483648'];
    const badIds = ['2147483648', '9223372036854775808', '-1', '1e308', '1.5', '%00', 'x'.repeat(5000)];

    for (const file of badPathParts) {
      for (const path of [
        `/uploads/profile/${file}`,
        `/uploads/messages/${file}`,
        `/media/docs/${file}`,
        `/media/${file}/${file}`,
        `/media/hls/1/${file}`,
        `/content/${file}`,
      ]) {
        await expectNo500(`GET ${path.slice(0, 80)}`, () => send(h, 'GET', path, { token }));
      }
      for (const path of [`/pages/${file}`, `/assets/${file}`, `/coding/${file}`]) {
        await expectNo500(`content origin GET ${path.slice(0, 80)}`, () => content.request(path));
      }
    }
    for (const id of badIds) {
      await expectNo500(`GET /media/hls/${id.slice(0, 20)}/index.m3u8`, () =>
        send(h, 'GET', `/media/hls/${id}/index.m3u8`, { token }),
      );
      await expectNo500(`GET /api/client-errors?limit=${id.slice(0, 20)}`, () =>
        send(h, 'GET', `/api/client-errors?limit=${id}`),
      );
    }
    for (const { name, text } of fieldCases) {
      const q = new URLSearchParams({ token: text, lasturl: text }).toString();
      await expectNo500(`content origin learning-tool auth ${name}`, () =>
        content.request(`/learning-tool/auth?${q}`),
      );
    }

    // JSON POST routes outside the contract.
    const cspType = { 'Content-Type': 'application/csp-report' };
    for (const { name, json } of fieldCases) {
      await expectNo500(`POST /api/client-errors message=${name}`, () =>
        send(h, 'POST', '/api/client-errors', { body: toJson({ message: json, stack: json, url: json }) }),
      );
      await expectNo500(`POST ${CSP_REPORT_PATH} fields=${name}`, () =>
        send(h, 'POST', CSP_REPORT_PATH, {
          headers: cspType,
          body: toJson({
            'csp-report': {
              'document-uri': json,
              'blocked-uri': json,
              'violated-directive': json,
              'effective-directive': json,
              'line-number': json,
              'column-number': json,
            },
          }),
        }),
      );
    }

    // Form POST routes: the payment return and the fake gateway's forms.
    const formFields = ['orderId', 'amount', 'returnUrl', 'signature', 'status', 'outcome', 'gatewayRef'];
    for (const { name, text } of fieldCases) {
      const form = () => new URLSearchParams(formFields.map((f): [string, string] => [f, text]));
      const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };
      await expectNo500(`POST ${paymentReturnPath} ${name}`, () =>
        send(h, 'POST', paymentReturnPath, { headers: formHeaders, body: form() }),
      );
      for (const path of ['/pay', '/pay/complete']) {
        await expectNo500(`gateway POST ${path} ${name}`, () =>
          gateway.request(path, { method: 'POST', headers: formHeaders, body: form() }),
        );
      }
    }

    // Whole bodies: 10 MB with and without a length, and invalid JSON, on every POST route outside the contract.
    // The content origin has no POST route: 404 whatever the body.
    const posts: Array<[string, (init: RequestInit) => Response | Promise<Response>, number]> = [
      ['/api/client-errors', (init) => h.app.request('/api/client-errors', init), 413],
      [CSP_REPORT_PATH, (init) => h.app.request(CSP_REPORT_PATH, init), 413],
      [paymentReturnPath, (init) => h.app.request(paymentReturnPath, init), 413],
      ['gateway /pay', (init) => gateway.request('/pay', init), 413],
      ['gateway /pay/complete', (init) => gateway.request('/pay/complete', init), 413],
      ['content origin /pages/terms.html', (init) => content.request('/pages/terms.html', init), 404],
    ];
    for (const [name, post, tooBig] of posts) {
      const type = name === CSP_REPORT_PATH ? 'application/csp-report' : 'application/json';
      await expectNo500(
        `POST ${name} 10 MB body`,
        () => post({ method: 'POST', headers: { 'Content-Type': type }, body: TEN_MB_JSON }),
        tooBig,
      );
      await expectNo500(
        `POST ${name} 10 MB chunked`,
        () =>
          post({
            method: 'POST',
            headers: { 'Content-Type': type },
            body: chunkedBody(TEN_MB),
            duplex: 'half',
          } as RequestInit),
        tooBig,
      );
      await expectNo500(`POST ${name} invalid JSON`, () =>
        post({ method: 'POST', headers: { 'Content-Type': type }, body: '{"a":' }),
      );
    }
    const mine = offenders.slice(before);
    expect(mine, `${mine.length} requests answered 500:\n${mine.join('\n')}`).toEqual([]);
  }, 60_000);
  test('the server log holds no error from any of it', () => {
    const errors = serverLog
      .lines()
      .filter((line) => Number(line.level) >= 50)
      .map((line) => `${String(line.msg)} ${JSON.stringify(line.err ?? '').slice(0, 160)}`);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('over a real socket: a huge Content-Length with no body, and an endless chunked body, are cut off', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      // Claims 100 MB and sends nothing: answered from the header, without waiting for the body.
      const claimed = await rawRequest(
        port,
        `POST /QuestUser/RegisterUser HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n`,
      );
      expect(claimed).toMatch(/^HTTP\/1\.1 413/);
      expect(claimed).toContain('"error":"Request body is too large');
      // Chunked, without a length, never ending: cut off once the bytes read pass the limit.
      const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
      const chunked = await rawRequest(
        port,
        `POST /QuestUser/RegisterUser HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        chunk,
      );
      expect(chunked).toMatch(/^HTTP\/1\.1 413/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * Writes a raw request (then `repeat` over and over, as an endless body would) and resolves with the first
 * response's head and start of body; fails after 5 s without one.
 */
function rawRequest(port: number, head: string, repeat?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let writing = true;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s; got: ${answer.slice(0, 200)}`));
    }, 5000);
    const pump = () => {
      while (writing && repeat && socket.write(repeat));
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('drain', pump);
    socket.on('data', (data: Buffer) => {
      answer += data.toString('utf8');
      if (answer.includes('\r\n\r\n') && /\}/.test(answer)) {
        writing = false;
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', (error) => {
      writing = false;
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(error);
    });
  });
}
