import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { callSignature, endpointAreas, endpoints, specCalls, type AnyEndpoint } from '@quest/api';
import { describe, expect, test } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);

async function suitesInFiles(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of (await readdir(here)).filter((f) => f.endsWith('.contract.test.ts'))) {
    const text = await readFile(path.join(here, file), 'utf8');
    for (const match of text.matchAll(/contractSuite\(\s*\w+\.(\w+)\s*,/g)) names.add(match[1]!);
  }
  return names;
}

describe('contract coverage', () => {
  test('every endpoint of the contract has a contract suite on the reference server', async () => {
    const covered = await suitesInFiles();
    const missing = Object.keys(endpoints).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  test('endpoint names are unique across areas and match their keys', () => {
    const all = Object.values(endpointAreas).flatMap((area) =>
      Object.entries(area as Record<string, AnyEndpoint>),
    );
    expect(new Set(all.map(([key]) => key)).size).toBe(all.length);
    for (const [key, endpoint] of all) expect(endpoint.name).toBe(key);
  });
});

describe('the spec’s call list', () => {
  /**
   * Passwords travel in POST bodies (ADR 0004, ARCHITECTURE.md), and calls that send a code are POSTs (ADR 0100),
   * where the spec shows a GET.
   */
  const methodChanges: Record<string, string> = {
    'GET /QuestUser/ChangePassword': 'POST /QuestUser/ChangePassword',
    'GET /QuestUser/ResetPassword/ChangePassword': 'POST /QuestUser/ResetPassword/ChangePassword',
    'GET /QuestUser/SendOTP': 'POST /QuestUser/SendOTP',
    'GET /QuestUser/ResetPassword/VerifyUser': 'POST /QuestUser/ResetPassword/VerifyUser',
  };

  test('every call in the §7 tables of both specs is in the contract (and so has a contract suite)', () => {
    const ours = new Set(Object.values(endpoints).map(callSignature));
    const missing = specCalls.map((call) => methodChanges[call] ?? call).filter((call) => !ours.has(call));
    expect(missing).toEqual([]);
  });
});
