import { describe, expect, test } from 'vitest';
import { asciiDigits, digitsOnly, mobileDigits } from './digits';

describe('digitsOnly', () => {
  test.each([
    ['123456', 6, '123456'],
    ['1234567', 6, '123456'],
    ['12a3b4', 6, '1234'],
    ['-12', 6, '12'],
    ['1.5e3', 10, '153'],
    ['abc', 10, ''],
    ['', 10, ''],
    ['12345678901234', 10, '1234567890'],
    ['560 001', 6, '560001'],
    ['५६०००१', 6, '560001'],
    ['১২৩৪৫৬', 6, '123456'],
  ])('%j capped at %i → %j', (raw, max, expected) => {
    expect(digitsOnly(raw, max)).toBe(expected);
  });
});

describe('mobileDigits', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['98765432101', '9876543210'],
    ['98765a', '98765'],
    ['-98765', '98765'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9198765432'],
    ['+91 98765', '98765'],
    ['', ''],
    // Typed on a Hindi keyboard: the same number as ASCII digits.
    ['९८७६५४३२१०', '9876543210'],
    ['+९१ ९८७६५ ४३२१०', '9876543210'],
    ['98765४३२१०', '9876543210'],
  ])('%j → %j', (raw, expected) => {
    expect(mobileDigits(raw)).toBe(expected);
  });
});

describe('asciiDigits: the decimal digits of Indian scripts (and others) as ASCII', () => {
  test.each([
    ['Devanagari', '०१२३४५६७८९'],
    ['Bengali', '০১২৩৪৫৬৭৮৯'],
    ['Gurmukhi', '੦੧੨੩੪੫੬੭੮੯'],
    ['Gujarati', '૦૧૨૩૪૫૬૭૮૯'],
    ['Odia', '୦୧୨୩୪୫୬୭୮୯'],
    ['Tamil', '௦௧௨௩௪௫௬௭௮௯'],
    ['Telugu', '౦౧౨౩౪౫౬౭౮౯'],
    ['Kannada', '೦೧೨೩೪೫೬೭೮೯'],
    ['Malayalam', '൦൧൨൩൪൫൬൭൮൯'],
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩'],
    ['Extended Arabic-Indic (Urdu)', '۰۱۲۳۴۵۶۷۸۹'],
    ['full-width', '０１２３４５６７８９'],
    ['mathematical double-struck (a run after other digit runs)', '𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡'],
  ])('%s → 0123456789', (_script, digits) => {
    expect(asciiDigits(digits)).toBe('0123456789');
  });

  test('everything that is not a digit stays as it is', () => {
    expect(asciiDigits('QUEST५ +91 अ-b')).toBe('QUEST5 +91 अ-b');
  });
});
