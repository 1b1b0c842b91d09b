import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '@quest/api';
import { createNativeBridge } from '../platform/native-bridge';
import { createAppSession, LOCAL_KEYS, memoryStorages } from '../platform/session';
import { logOut } from './logout';

function arrange(options: { fails?: boolean; android?: boolean } = {}) {
  const storages = memoryStorages();
  const session = createAppSession(storages);
  session.applyLandingRules('?AppType=android&AppId=3', 'Android');
  session.start({ token: 'tok' });
  session.remember('9876543210', true);
  storages.local.setItem(LOCAL_KEYS.root, '{"cart":[201]}');
  const call = vi.fn(async () => {
    if (options.fails) throw new Error('offline');
    return { message: 'ok' };
  });
  const hostLogout = vi.fn();
  const bridge = createNativeBridge(options.android ? { Android: { logout: hostLogout } } : {});
  return { storages, session, api: { call } as unknown as ApiClient, bridge, call, hostLogout };
}

describe('Feature: logout', () => {
  test('Scenario: the server is told, storage is cleared, / keeps app type and app id', async () => {
    const { storages, session, api, bridge, call, hostLogout } = arrange();
    const href = await logOut({ api, session, bridge });
    expect(call).toHaveBeenCalledOnce();
    expect(href).toBe('/?AppType=android&AppId=3');
    expect(session.isSignedIn()).toBe(false);
    expect(storages.local.values.has(LOCAL_KEYS.root)).toBe(false);
    expect(hostLogout).not.toHaveBeenCalled();
  });

  test('Scenario: a failed logout call still signs the student out', async () => {
    const { session, api, bridge } = arrange({ fails: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await logOut({ api, session, bridge })).toBe('/?AppType=android&AppId=3');
    expect(session.isSignedIn()).toBe(false);
  });

  test('Scenario: inside the Android wrapper the host is told; the address carries no credentials', async () => {
    const { session, api, bridge, hostLogout } = arrange({ android: true });
    const href = await logOut({ api, session, bridge });
    expect(hostLogout).toHaveBeenCalledOnce();
    expect(href).not.toMatch(/9876543210|Demo@123|password/i);
  });
});
