import { describe, expect, it } from 'vitest';
import { pickLocale } from '@quest/design-system';
import { ENGLISH_START, prerenderGuardScript } from './prerendered';

// The guard keeps the English prerendered page only when the app starts in English: its inline copy of the
// language rule must decide as pickLocale does (ADR 0142).
const englishStart = new Function(`return ${ENGLISH_START}`)() as (
  chosen: string | null,
  languages: readonly string[],
) => boolean;

describe('the prerender guard’s language rule', () => {
  const cases: [string | null, string[]][] = [
    [null, []],
    [null, ['en-IN']],
    [null, ['hi-IN', 'en-IN']],
    [null, ['en-US', 'hi']],
    [null, ['ta-IN', 'hi-IN']],
    [null, ['ta-IN', 'bn-IN']],
    [null, ['HI']],
    [null, ['hi_IN']],
    ['en', ['hi-IN']],
    ['hi', ['en-IN']],
    ['pseudo', ['en-IN']],
    ['fr', ['hi-IN']],
    ['', ['en-GB']],
  ];
  it.each(cases)('chosen %j, phone %j: as pickLocale', (chosen, languages) => {
    expect(englishStart(chosen, languages)).toBe(pickLocale(chosen, languages) === 'en');
  });

  it('is part of the guard', () => {
    expect(prerenderGuardScript()).toContain(ENGLISH_START);
  });
});
