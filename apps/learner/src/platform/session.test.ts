import { describe, expect, test } from 'vitest';
import { createAppSession, isAppleDevice, LOCAL_KEYS, memoryStorages, type SessionStorages } from './session';

function storages() {
  const both = memoryStorages();
  return { ...both, storages: both satisfies SessionStorages };
}
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile';

describe('Feature: the session store', () => {
  test('Scenario: the token and app id live in sessionStorage only', () => {
    const { session, local, storages: s } = storages();
    const app = createAppSession(s);
    expect(app.isSignedIn()).toBe(false);
    app.start({ token: 'tok', appId: '1' });
    expect(app.isSignedIn()).toBe(true);
    expect(session.values.get('token')).toBe('tok');
    expect(session.values.get('appId')).toBe('1');
    expect([...local.values.keys()]).toEqual([]);
  });

  test('Scenario: Remember Me keeps the user name, never a password; off forgets it', () => {
    const { local, storages: s } = storages();
    const app = createAppSession(s);
    expect(app.rememberFlag()).toBe(true);
    app.remember('9876543210', true);
    expect(app.rememberedUserName()).toBe('9876543210');
    expect(Object.fromEntries(local.values)).toEqual({ remember: 'true', userName: '9876543210' });
    app.remember('9876543210', false);
    expect(app.rememberedUserName()).toBe('');
    expect(app.rememberFlag()).toBe(false);
    expect(local.values.has(LOCAL_KEYS.userName)).toBe(false);
  });

  test('Scenario: a missing user type means ExistingUser', () => {
    const app = createAppSession(storages().storages);
    expect(app.userType()).toBe('ExistingUser');
    app.setUserType('Spectrum');
    expect(app.userType()).toBe('Spectrum');
    app.setUserType(null);
    expect(app.userType()).toBe('ExistingUser');
  });
});

describe('Feature: root-path rules', () => {
  test('Scenario: an Apple device sets platform iOS, others leave it empty', () => {
    const app = createAppSession(storages().storages);
    app.applyLandingRules('', iphone);
    expect(app.platform()).toBe('iOS');
    app.applyLandingRules('', android);
    expect(app.platform()).toBe('');
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });

  test('Scenario: AppType from the query is saved, else the stored value stays', () => {
    const app = createAppSession(storages().storages);
    app.applyLandingRules('?AppType=android', android);
    expect(app.appType()).toBe('android');
    app.applyLandingRules('?other=1', android);
    expect(app.appType()).toBe('android');
  });

  test('Scenario: UTM parameters of the landing address are kept for UTMData', () => {
    const app = createAppSession(storages().storages);
    app.applyLandingRules('?utm_source=school&utm_campaign=grade6&x=1', android);
    expect(app.utmData()).toBe('utm_source=school&utm_campaign=grade6');
    app.applyLandingRules('?x=2', android);
    expect(app.utmData()).toBe('utm_source=school&utm_campaign=grade6');
  });
});

describe('Feature: logout and session invalid', () => {
  test('Scenario: everything is cleared except app type and a remembered name; / keeps app type and app id', () => {
    const { session, local, storages: s } = storages();
    const app = createAppSession(s);
    app.applyLandingRules('?AppType=android&AppId=3', android);
    app.start({ token: 'tok' });
    app.remember('9876543210', true);
    app.setUserType('NewUser');
    local.setItem(LOCAL_KEYS.root, '{"cart":[1]}');
    const query = app.clear();
    expect(query.toString()).toBe('AppType=android&AppId=3');
    expect(session.values.size).toBe(0);
    expect(Object.fromEntries(local.values)).toEqual({
      AppType: 'android',
      remember: 'true',
      userName: '9876543210',
    });
    expect(app.isSignedIn()).toBe(false);
    for (const value of [...local.values.values(), query.toString()]) expect(value).not.toContain('Demo@123');
  });

  test('Scenario: without Remember Me the user name goes too', () => {
    const { local, storages: s } = storages();
    const app = createAppSession(s);
    app.remember('9876543210', false);
    app.clear();
    expect(local.values.size).toBe(0);
  });
});
