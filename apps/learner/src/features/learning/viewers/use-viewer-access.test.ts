import { describe, expect, it } from 'vitest';
import { VIEWER_ACCESS_MIN_SECONDS } from '../data/use-content-access';
import { createViewerVisit } from './use-viewer-access';

const clock = (start = 1_000_000) => {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
};

describe('createViewerVisit (the 10 s rule of viewers)', () => {
  it('posts nothing for a stay of 10 s or less', () => {
    for (const seconds of [0, 1, 9.9, 10, 10.999]) {
      const c = clock();
      const visit = createViewerVisit(c.now);
      visit.start();
      c.advance(seconds);
      expect(visit.leave(), `${seconds} s`).toBeNull();
    }
  });

  it('posts the whole seconds of a stay longer than 10 s', () => {
    const c = clock();
    const visit = createViewerVisit(c.now);
    visit.start();
    c.advance(11.7);
    expect(visit.leave()).toBe(11);
  });

  it('uses VIEWER_ACCESS_MIN_SECONDS (10) by default', () => {
    expect(VIEWER_ACCESS_MIN_SECONDS).toBe(10);
  });

  it('ends once: Back then the unmount post one access, not two', () => {
    const c = clock();
    const visit = createViewerVisit(c.now);
    visit.start();
    c.advance(30);
    expect(visit.leave()).toBe(30); // Back
    c.advance(1);
    expect(visit.leave()).toBeNull(); // unmount right after
    expect(visit.active).toBe(false);
  });

  it('never started (content still loading or not found): nothing to post', () => {
    const c = clock();
    const visit = createViewerVisit(c.now);
    c.advance(60);
    expect(visit.leave()).toBeNull();
  });

  it('a second start during a stay keeps the first start (re-renders do not reset the clock)', () => {
    const c = clock();
    const visit = createViewerVisit(c.now);
    visit.start();
    c.advance(8);
    visit.start();
    c.advance(8);
    expect(visit.leave()).toBe(16);
  });

  it('pagehide ends the stay; a page restored from the back-forward cache starts a new one', () => {
    const c = clock();
    const visit = createViewerVisit(c.now);
    visit.start();
    c.advance(12);
    expect(visit.leave()).toBe(12); // pagehide
    c.advance(600); // in the cache: not counted
    visit.start(); // pageshow (persisted)
    expect(visit.active).toBe(true);
    c.advance(20);
    expect(visit.leave()).toBe(20);
  });

  it('takes another minimum (e.g. the player’s 1 s)', () => {
    const c = clock();
    const visit = createViewerVisit(c.now, 1);
    visit.start();
    c.advance(2);
    expect(visit.leave()).toBe(2);
  });
});
