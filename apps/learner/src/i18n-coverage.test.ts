import * as designSystem from '@quest/design-system';
import { POINTS_MESSAGE } from '@quest/design-system/format';
import * as flows from '@quest/flows';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../scripts/i18n/compile.mjs';
import { languageChoiceTexts } from './app/language-choice';

/*
 * Issue 29: the texts of every area moved into the catalogues must all be there in Hindi. An area joins the list
 * when its screens read their texts through useTexts/useTranslate; the rest of the app's `*Texts` objects are
 * counted, so the test prints how far the translation has come (ADR 0142).
 */
const translatedAreas: Record<string, Record<string, unknown>> = {
  signInView: designSystem.signInViewTexts,
  loginDialog: designSystem.loginDialogTexts,
  profileView: designSystem.profileViewTexts,
  languageSwitch: designSystem.languageSwitchTexts,
  signInFlow: flows.signInTexts,
  languageChoice: languageChoiceTexts,
  defaults: { showPassword: 'Show password', hidePassword: 'Hide password', close: 'Close' },
  format: { points: POINTS_MESSAGE },
};

const strings = (texts: Record<string, unknown>) =>
  Object.values(texts).filter((value): value is string => typeof value === 'string');

describe('Hindi catalogue coverage (issue 29)', () => {
  const hindi = readCatalogue('hi') as Record<string, string>;

  it.each(Object.entries(translatedAreas))('%s: every text has its Hindi', (_area, texts) => {
    expect(strings(texts).filter((source) => !(source in hindi))).toEqual([]);
  });

  it('counts the texts of all the `*Texts` objects that are in the catalogue', () => {
    const all = new Set<string>();
    for (const module of [designSystem, flows] as Record<string, unknown>[])
      for (const [name, value] of Object.entries(module))
        if (/Texts$/.test(name) && value && typeof value === 'object')
          for (const text of strings(value as Record<string, unknown>)) all.add(text);
    const done = [...all].filter((text) => text in hindi).length;
    console.info(`issue 29: ${done} of ${all.size} texts of the *Texts objects have their Hindi`);
    expect(done).toBeGreaterThan(0);
  });
});
