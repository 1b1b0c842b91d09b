import { describe, expect, it } from 'vitest';
import { identityEndpoints } from '@quest/api';
import { lazyIdentityEndpoint } from './lazy-identity-calls';

describe('lazyIdentityEndpoint', () => {
  it('loads the endpoint itself, under its verb name (so eager and lazy readers share one cache key)', async () => {
    const lazy = lazyIdentityEndpoint('getConfig');
    expect(lazy.name).toBe(identityEndpoints.getConfig.name);
    await expect(lazy.load()).resolves.toBe(identityEndpoints.getConfig);
  });

  it('names every identity endpoint by its key', () => {
    for (const [key, endpoint] of Object.entries(identityEndpoints)) expect(endpoint.name).toBe(key);
  });
});
