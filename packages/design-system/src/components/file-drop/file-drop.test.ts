import { describe, expect, test } from 'vitest';
import { acceptAttribute, acceptsFile, isImageFile, matchesAccept, shortenFileName } from './file-rules';

describe('shortenFileName', () => {
  test.each([
    ['photo.jpg', 20, 'photo.jpg'],
    ['exactly-twenty-c.png', 20, 'exactly-twenty-c.png'],
    ['holiday-photo-from-goa.jpeg', 20, 'holiday-photo-….jpeg'],
    ['my-science-project-final-v2.pdf', 20, 'my-science-proj….pdf'],
    ['a-name-without-an-extension', 20, 'a-name-without-an-e…'],
    ['.hidden-file-with-a-long-name', 20, '.hidden-file-with-a…'],
    ['short.averyveryverylongextension', 20, 'short.averyveryvery…'],
    ['परियोजना-रिपोर्ट-अंतिम-संस्करण.pdf', 20, 'परियोजना-रिपोर्ट-अंतिम-सं….pdf'],
    ['abcdef.zip', 8, 'abc….zip'],
  ])('%s at %i → %s', (name, max, expected) => {
    const shortened = shortenFileName(name, max);
    expect(shortened).toBe(expected);
    const perceived = Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(shortened),
    );
    expect(perceived.length).toBeLessThanOrEqual(max);
  });
});

describe('isImageFile: by MIME type and extension', () => {
  test.each([
    [{ name: 'me.jpg', type: 'image/jpeg' }, true],
    [{ name: 'me.PNG', type: 'image/png' }, true],
    [{ name: 'me.webp', type: '' }, true],
    [{ name: 'me.heic', type: 'image/heic' }, true],
    [{ name: 'report.pdf', type: 'application/pdf' }, false],
    [{ name: 'report.jpg', type: 'application/pdf' }, false],
    [{ name: 'image.exe', type: 'image/png' }, false],
    [{ name: 'logo.svg', type: 'image/svg+xml' }, false],
    [{ name: 'noextension', type: 'image/png' }, false],
  ])('%o → %s', (file, expected) => {
    expect(isImageFile(file)).toBe(expected);
  });
});

describe('matchesAccept', () => {
  test.each([
    [{ name: 'a.pdf', type: 'application/pdf' }, '.pdf', true],
    [{ name: 'A.PDF', type: '' }, '.pdf, .doc', true],
    [{ name: 'a.png', type: 'image/png' }, 'image/*', true],
    [{ name: 'a.zip', type: 'application/zip' }, 'application/zip', true],
    [{ name: 'a.txt', type: 'text/plain' }, '.pdf,image/*', false],
    [{ name: 'a.txt', type: 'text/plain' }, undefined, true],
    [{ name: 'a.txt', type: 'text/plain' }, '', true],
  ])('%o with %j → %s', (file, accept, expected) => {
    expect(matchesAccept(file, accept)).toBe(expected);
  });
});

describe('acceptsFile by mode', () => {
  const pdf = { name: 'notes.pdf', type: 'application/pdf' };
  const png = { name: 'me.png', type: 'image/png' };
  const zip = { name: 'work.zip', type: 'application/zip' };
  test.each([
    ['image', png, undefined, true],
    ['image', pdf, undefined, false],
    ['zip', pdf, undefined, true],
    ['zip', zip, undefined, true],
    ['any', pdf, '.pdf', true],
    ['any', png, '.pdf', false],
    ['any', png, undefined, true],
  ] as const)('%s mode, %o, accept %j → %s', (mode, file, accept, expected) => {
    expect(acceptsFile(file, mode, accept)).toBe(expected);
  });

  test('the image picker offers images only; other modes follow the caller', () => {
    expect(acceptAttribute('image')).toBe('image/*,.jpg,.jpeg,.png,.gif,.webp,.bmp,.heic,.heif,.avif');
    expect(acceptAttribute('zip')).toBeUndefined();
    expect(acceptAttribute('any', '.pdf')).toBe('.pdf');
  });
});
