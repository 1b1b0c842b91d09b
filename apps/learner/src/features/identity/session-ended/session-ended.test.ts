import { describe, expect, test } from 'vitest';
import { afterSignInHref, readSessionEnded, sessionEndedHref } from './session-ended';

const origin = 'https://quest.example';
const signedOut = new URLSearchParams('AppType=android&AppId=7');
const place = (path: string) => {
  const url = new URL(path, origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const queryOf = (href: string) => new URL(href, origin).searchParams;

describe('the address of / after a session ended (ADR 0116)', () => {
  test('keeps app type and app id, flags the notice and names the page it ended on', () => {
    const href = sessionEndedHref(signedOut, place('/assessment-tests?tab=past&page=2#top'), origin);
    expect(new URL(href, origin).pathname).toBe('/');
    const query = queryOf(href);
    expect(query.get('AppType')).toBe('android');
    expect(query.get('AppId')).toBe('7');
    expect(query.get('sessionEnded')).toBe('1');
    expect(query.get('returnTo')).toBe('/assessment-tests?tab=past&page=2#top');
  });

  test('a second refused call, already on /, keeps the first page to return to', () => {
    const first = sessionEndedHref(signedOut, place('/home/profile'), origin);
    const second = sessionEndedHref(signedOut, place(first), origin);
    expect(queryOf(second).get('returnTo')).toBe('/home/profile');
  });

  test('no page to return to from the sign-in pages or a path that is not the app’s', () => {
    for (const from of ['/', '/signin', '/nowhere/at/all']) {
      const query = queryOf(sessionEndedHref(new URLSearchParams(), place(from), origin));
      expect(query.get('sessionEnded')).toBe('1');
      expect(query.has('returnTo')).toBe(false);
    }
  });
});

describe('reading / and the way after signing in', () => {
  test('the flag and a same-app page are read; other pages are refused (safeRedirect)', () => {
    expect(
      readSessionEnded(new URLSearchParams('sessionEnded=1&returnTo=%2Fhome%2Fprofile'), origin),
    ).toEqual({
      ended: true,
      returnTo: '/home/profile',
    });
    for (const bad of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(readSessionEnded(new URLSearchParams({ returnTo: bad }), origin)).toEqual({
        ended: false,
        returnTo: null,
      });
    }
  });

  test('after signing in: the page the session ended on, else where the sign-in flow sends the student', () => {
    expect(afterSignInHref('/report/502?name=Science', '/home', origin)).toBe('/report/502?name=Science');
    expect(afterSignInHref(null, '/products', origin)).toBe('/products');
    expect(afterSignInHref(null, 'https://evil.example', origin)).toBe('/home');
  });
});
