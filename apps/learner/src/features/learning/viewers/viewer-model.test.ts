import { describe, expect, it } from 'vitest';
import {
  absoluteFileUrl,
  activityFinishedMessage,
  activityTexts,
  contentFrameOrigin,
  contentFrameSrc,
  learningToolQuest,
  learningToolSrc,
  pdfFileName,
  viewerBackTarget,
  viewerPageState,
} from './viewer-model';

const app = 'http://127.0.0.1:4000';

describe('viewerPageState', () => {
  const place = { questId: 101, missionId: 1011, contentId: 201003 };
  it.each([
    ['loading', false, 'loading'],
    ['failed', false, 'failed'],
    ['loaded', false, 'loaded'],
    ['loaded', true, 'notFound'],
  ] as const)('list %s (missing %s) → %s', (state, missing, view) => {
    expect(viewerPageState(place, { state, missing })).toBe(view);
  });

  it('is Not Found at once without a quest or a content id (nothing will load)', () => {
    expect(viewerPageState({ missionId: 1011, contentId: 1 }, { state: 'loading', missing: false })).toBe(
      'notFound',
    );
    expect(viewerPageState({ questId: 101, missionId: 1011 }, { state: 'loading', missing: false })).toBe(
      'notFound',
    );
  });
});

describe('viewerBackTarget', () => {
  it('goes back in history when the app has a page behind this one', () => {
    expect(viewerBackTarget({ questId: 101, missionId: 1011 }, 'x1y2z3')).toEqual({ kind: 'history' });
  });

  it('opened directly: the mission page, at its operation', () => {
    expect(
      viewerBackTarget({ questId: 101, missionId: 1011, operationId: 10111, contentId: 5 }, 'default'),
    ).toEqual({
      kind: 'href',
      href: '/task?questId=101&missionId=1011&operationId=10111',
    });
  });

  it('opened directly without a mission: /home', () => {
    expect(viewerBackTarget({ questId: 101 }, 'default')).toEqual({ kind: 'href', href: '/home' });
  });
});

describe('content frames', () => {
  it('adds ?origin= naming the app, keeping the page’s own query', () => {
    expect(contentFrameSrc('http://127.0.0.1:4001/pages/activity.html?level=2', app)).toBe(
      'http://127.0.0.1:4001/pages/activity.html?level=2&origin=http%3A%2F%2F127.0.0.1%3A4000',
    );
  });

  it('resolves a relative page on the app origin', () => {
    expect(contentFrameSrc('/content/pages/html-page.html', app)).toBe(
      `${app}/content/pages/html-page.html?origin=http%3A%2F%2F127.0.0.1%3A4000`,
    );
  });

  it('hears messages only from the file’s origin', () => {
    expect(contentFrameOrigin('http://127.0.0.1:4001/pages/activity.html', app)).toBe(
      'http://127.0.0.1:4001',
    );
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/html,<p>x</p>'])('refuses %j', (url) => {
    expect(contentFrameSrc(url, app)).toBeNull();
    expect(contentFrameOrigin(url, app)).toBeNull();
  });
});

describe('PDF download', () => {
  it('makes the file URL absolute for the native host', () => {
    expect(absoluteFileUrl('/media/pdf/demo.pdf', app)).toBe(`${app}/media/pdf/demo.pdf`);
    expect(absoluteFileUrl('', app)).toBeNull();
  });

  it('saves under the file’s own .pdf name', () => {
    expect(pdfFileName('/media/pdf/protected.pdf', 'Decimals Worksheet')).toBe('protected.pdf');
    expect(pdfFileName('https://cdn.example.org/a/Chapter%204.pdf?x=1', 'Ch 4')).toBe('Chapter 4.pdf');
  });

  it('else under the display name, made safe for a file system', () => {
    expect(pdfFileName('/files/12345', 'Fractions: Chapter/Notes')).toBe('Fractions Chapter Notes.pdf');
    expect(pdfFileName('', '???')).toBe('document.pdf');
  });
});

describe('learning tool', () => {
  it('opens the auth page with the token and /home as the last URL', () => {
    const src = new URL(learningToolSrc('/content/learning-tool/auth', 'tok_en-1', app)!);
    expect(src.origin + src.pathname).toBe(`${app}/content/learning-tool/auth`);
    expect(src.searchParams.get('token')).toBe('tok_en-1');
    expect(src.searchParams.get('lasturl')).toBe(`${app}/home`);
  });

  it('keeps an absolute third-party auth page', () => {
    expect(learningToolSrc('https://tool.example.org/auth', 't', app)).toBe(
      'https://tool.example.org/auth?token=t&lasturl=http%3A%2F%2F127.0.0.1%3A4000%2Fhome',
    );
  });

  it('opens ?questId, else the last quest, else nothing', () => {
    expect(learningToolQuest(new URLSearchParams('questId=102'), 101)).toBe(102);
    expect(learningToolQuest(new URLSearchParams('questId=abc'), 101)).toBe(101);
    expect(learningToolQuest(new URLSearchParams('questId=0'), 101)).toBe(101);
    expect(learningToolQuest(new URLSearchParams(''), null)).toBeNull();
    expect(learningToolQuest(new URLSearchParams(''), 0)).toBeNull();
  });
});

describe('activity finish', () => {
  it('names the points a first access earned, else says it is done', () => {
    expect(activityFinishedMessage({ earnedPoints: 15 })).toBe('Activity completed. You earned 15 points.');
    expect(activityFinishedMessage({ earnedPoints: 1 })).toBe('Activity completed. You earned 1 point.');
    expect(activityFinishedMessage({ earnedPoints: 0 })).toBe(activityTexts.finished);
    expect(activityFinishedMessage(null)).toBe(activityTexts.finished);
  });
});
