import { describe, expect, test } from 'vitest';
import { claimedKind, sniffKind, type SniffedKind } from './file-kinds.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

/** The first bytes of a file of each kind, as real files start. */
const sampleHeads: Record<SniffedKind, Uint8Array> = {
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n'),
  zip: bytes('PK', [3, 4, 20, 0]),
};

describe('file kinds by content (ADR 0087)', () => {
  test.each(Object.entries(sampleHeads))('Scenario: the bytes of a %s file are recognised', (kind, head) => {
    expect(sniffKind(head)).toBe(kind);
  });

  test('Scenario: a page, an SVG, a WAV, a short or empty head are no known kind', () => {
    expect(sniffKind(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffKind(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffKind(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });

  test.each([
    [{ name: 'photo.PNG', type: '' }, 'png'],
    [{ name: 'scan', type: 'image/jpg' }, 'jpeg'],
    [{ name: 'notes.txt', type: 'application/pdf' }, 'pdf'],
    [{ name: 'project.zip', type: 'application/x-zip-compressed' }, 'zip'],
    [{ name: 'notes.txt', type: 'text/plain' }, null],
    [{ name: 'report.docx', type: '' }, null],
  ] as const)('Scenario: %o claims to be %s', (file, kind) => {
    expect(claimedKind(file)).toBe(kind);
  });
});
