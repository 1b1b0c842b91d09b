import { describe, expect, test } from 'vitest';
import { attachmentContentProblem, imageUploadProblem } from './upload.ts';

const rule = {
  kinds: ['png', 'jpeg', 'gif', 'webp'] as const,
  maxBytes: 2 * 1024 * 1024,
  notImage: 'Please choose an image file.',
  tooLarge: 'Too big.',
};

describe('upload decisions by content (ADR 0087)', () => {
  test('Scenario: a profile picture must be a picture by content, then within the size', () => {
    expect(imageUploadProblem({ size: 1000 }, 'png', rule)).toBeNull();
    expect(imageUploadProblem({ size: 1000 }, 'webp', rule)).toBeNull();
    expect(imageUploadProblem({ size: rule.maxBytes }, 'jpeg', rule)).toBeNull();
    expect(imageUploadProblem({ size: 1000 }, null, rule)).toBe('Please choose an image file.');
    expect(imageUploadProblem({ size: 1000 }, 'pdf', rule)).toBe('Please choose an image file.');
    expect(imageUploadProblem({ size: 0 }, 'png', rule)).toBe('Please choose an image file.');
    expect(imageUploadProblem({ size: rule.maxBytes + 1 }, 'jpeg', rule)).toBe('Too big.');
  });

  test('Scenario: an attachment that says picture or PDF must be one; other files go as they are', () => {
    expect(attachmentContentProblem('sum.png', 'png', 'png')).toBeNull();
    expect(attachmentContentProblem('sum.png', 'png', null)).toEqual({
      message: '"{fileName}" is not a real {kind} file.',
      values: { fileName: 'sum.png', kind: 'PNG' },
    });
    expect(attachmentContentProblem('worksheet.pdf', 'pdf', 'jpeg')?.values).toEqual({
      fileName: 'worksheet.pdf',
      kind: 'PDF',
    });
    expect(attachmentContentProblem('notes.txt', null, null)).toBeNull();
    expect(attachmentContentProblem('notes.txt', null, 'zip')).toBeNull();
  });
});
