import { describe, expect, test } from 'vitest';
import { endpointAreas } from '../endpoints.ts';
import type { AnyEndpoint } from '../core/endpoint.ts';
import { mockUrl, mockVariants } from './core.ts';
import { areaMocks } from './index.ts';

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
});
