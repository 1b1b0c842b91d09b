import { describe, expect, test } from 'vitest';
import { makeQueryMessage, makeQueryMessages } from '@quest/api/mocks';
import {
  addFiles,
  composeErrors,
  composeMessages,
  emptyCompose,
  istInstant,
  textToHtml,
  withThread,
} from './querybox-model';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('composeErrors: the spec texts, subject then mission', () => {
  test.each([
    [
      { subject: '', missionId: '' },
      { subject: composeMessages.subject, mission: composeMessages.mission },
    ],
    [{ subject: '   ', missionId: '1011' }, { subject: composeMessages.subject }],
    [{ subject: 'Fractions', missionId: '' }, { mission: 'Please specify at least one mission.' }],
    [{ subject: 'Fractions', missionId: '1011' }, {}],
  ])('%j → %j', (fields, errors) => {
    expect(composeErrors({ ...emptyCompose, ...fields })).toEqual(errors);
  });
});

describe('textToHtml: escaped paragraphs', () => {
  test.each([
    ['', ''],
    ['  \n\n ', ''],
    ['2 < 3 & "x" \'y\'', '<p>2 &lt; 3 &amp; &quot;x&quot; &#39;y&#39;</p>'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['line one\nline two\r\n\r\nnext', '<p>line one<br>line two</p><p>next</p>'],
  ])('%j → %j', (text, html) => {
    expect(textToHtml(text)).toBe(html);
  });
});

describe('addFiles: at most 5 files of 1 byte to 5 MB', () => {
  test('keeps files that fit and says why the others did not', () => {
    const four = [1, 2, 3, 4].map((i) => file(`f${i}.png`, 10));
    const result = addFiles(four, [
      file('empty.png', 0),
      file('big.png', 5 * 1024 * 1024 + 1),
      file('ok.png', 5),
      file('six.png', 5),
    ]);
    expect(result.files.map((f) => f.name)).toEqual(['f1.png', 'f2.png', 'f3.png', 'f4.png', 'ok.png']);
    expect(result.error).toBe(
      '"empty.png" is empty. "big.png" is too big: each file must be 5 MB or smaller. You can attach at most 5 files.',
    );
  });
  test('a choice that fits has no error', () => {
    expect(addFiles([], [file('a.png', 5 * 1024 * 1024)])).toEqual({ files: [expect.any(File)] });
  });
});

test('istInstant reads the server timestamp at UTC+05:30', () => {
  expect(istInstant('2025-03-11 19:05:00').toISOString()).toBe('2025-03-11T13:35:00.000Z');
});

describe('withThread', () => {
  test('a new thread comes first', () => {
    const list = makeQueryMessages();
    const fresh = makeQueryMessage({ messageId: 9 });
    expect(withThread(list, fresh).map((m) => m.messageId)).toEqual([9, 5, 1]);
  });
  test('an answered thread replaces its copy in place', () => {
    const list = makeQueryMessages();
    const updated = makeQueryMessage({ messageId: 5, chatList: [], subject: 'Updated' });
    expect(withThread(list, updated).map((m) => [m.messageId, m.subject])).toEqual([
      [5, 'Updated'],
      [1, 'Doubt in adding unlike fractions'],
    ]);
  });
});
