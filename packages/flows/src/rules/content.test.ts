import type { ContentTypeCode, LocationContentStatus } from '@quest/api';
import { describe, expect, test } from 'vitest';
import { contentKind, contentRoute, isContentLocked, type ContentRoute } from './content.ts';

describe('contentRoute (content card click)', () => {
  test.each<[ContentTypeCode, ContentRoute]>([
    ['01', { kind: 'inPage' }],
    ['02', { kind: 'inPage' }],
    ['03', { kind: 'inPage' }],
    ['04', { kind: 'route', path: '/pdf' }],
    ['05', { kind: 'route', path: '/pdf' }],
    ['06', { kind: 'route', path: '/contentviewer' }],
    ['07', { kind: 'route', path: '/viewer' }],
    ['08', { kind: 'route', path: '/instruction' }],
    ['09', { kind: 'route', path: '/instruction' }],
    ['10', { kind: 'route', path: '/activity' }],
  ])('type %s → %o', (code, expected) => {
    expect(contentRoute(code)).toEqual(expected);
  });
});

describe('contentKind', () => {
  test.each<[ContentTypeCode, string]>([
    ['01', 'Watch'],
    ['02', 'Watch'],
    ['03', 'Watch'],
    ['04', 'Think'],
    ['05', 'Think'],
    ['06', 'Think'],
    ['07', 'Think'],
    ['08', 'Solve'],
    ['09', 'Solve'],
    ['10', 'Play'],
  ])('type %s is %s', (code, kind) => {
    expect(contentKind(code)).toBe(kind);
  });
});

const allOpen: LocationContentStatus = { Watch: true, Think: true, Solve: true, Play: true };

describe('isContentLocked (location flags, all true by default)', () => {
  test.each<[string, ContentTypeCode, Partial<LocationContentStatus> | null | undefined, boolean]>([
    ['a video with every kind open is open', '01', allOpen, false],
    ['an activity with Play locked is locked', '10', { ...allOpen, Play: false }, true],
    ['a video with Play locked is open', '02', { ...allOpen, Play: false }, false],
    ['a PDF with Think locked is locked', '04', { ...allOpen, Think: false }, true],
    ['a test with Solve locked is locked', '09', { ...allOpen, Solve: false }, true],
    ['a video with Watch locked is locked', '03', { ...allOpen, Watch: false }, true],
    ['flags not loaded yet leave it open', '10', undefined, false],
    ['null flags leave it open', '08', null, false],
    ['a missing flag leaves it open', '07', { Watch: false }, false],
  ])('%s', (_row, code, flags, locked) => {
    expect(isContentLocked(code, flags)).toBe(locked);
  });
});
