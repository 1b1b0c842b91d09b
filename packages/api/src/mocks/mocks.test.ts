import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { identityEndpoints } from '../areas/identity.ts';
import { endpointAreas } from '../endpoints.ts';
import type { AnyEndpoint } from '../core/endpoint.ts';
import { mockUrl, mockVariants } from './core.ts';
import { areaMocks, identityThrottledMocks } from './index.ts';

describe('mocks', () => {
  test.each(Object.entries(endpointAreas))(
    'every %s endpoint has a handler in every data state',
    (area, endpoints) => {
      const mocks = areaMocks[area]!;
      for (const variant of mockVariants) {
        const handled = new Set(mocks[variant].map((h) => `${h.info.method} ${String(h.info.path)}`));
        const missing = Object.values(endpoints as Record<string, AnyEndpoint>)
          .map((e) => `${e.method} ${mockUrl(e)}`)
          .filter((key) => !handled.has(key));
        expect(missing, `${area} ${variant}`).toEqual([]);
      }
    },
  );

  test('the throttled identity mocks answer 429 with Retry-After and the wait in the message (ADR 0099)', async () => {
    for (const [name, handler] of Object.entries(identityThrottledMocks)) {
      const endpoint = identityEndpoints[name as keyof typeof identityThrottledMocks];
      const response = await getResponse(
        [handler],
        new Request(`http://app.test${endpoint.path}`, { method: endpoint.method }),
      );
      expect(response?.status, name).toBe(429);
      expect(Number(response?.headers.get('Retry-After')), name).toBeGreaterThan(0);
      expect(((await response?.json()) as { error: string }).error, name).toMatch(
        /Please try again in \d+ \w+\.$/,
      );
    }
  });
});
