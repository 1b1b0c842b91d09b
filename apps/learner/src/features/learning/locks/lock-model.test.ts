import { describe, expect, it } from 'vitest';
import { ApiError } from '@quest/api';
import { accessRefusedMessage, contentLock, reasonLock, refusalLock } from './lock-model';

describe('refusalLock (ADR 0105, 0113)', () => {
  const refused = (message: string) => new ApiError(message, 'server', 403);

  it.each([
    ['Play content is locked for your location.', { reason: 'location', kind: 'Play' }],
    ['Solve content is locked for your location.', { reason: 'location', kind: 'Solve' }],
    [
      'This quest is not assigned to you.',
      { reason: 'notInQuest', message: 'This quest is not assigned to you.' },
    ],
    [
      'This test is not assigned to you.',
      { reason: 'notInQuest', message: 'This test is not assigned to you.' },
    ],
    [
      'Masterclasses are part of the GO_CODERZ mission of your quest.',
      { reason: 'refused', message: 'Masterclasses are part of the GO_CODERZ mission of your quest.' },
    ],
  ])('a 403 "%s" is %o', (message, lock) => {
    expect(refusalLock(refused(message), false)).toEqual(lock);
  });

  it('is the trial whenever the quest is known to be past its trial (the server answers with the trial text)', () => {
    expect(
      refusalLock(
        refused('Your trial has expired. Please buy the product to get access to its contents.'),
        true,
      ),
    ).toEqual({ reason: 'trial' });
  });

  it('is no lock for failures that are not refusals (they keep Try again)', () => {
    expect(refusalLock(new ApiError('Oops', 'server', 500), false)).toBeUndefined();
    expect(refusalLock(new ApiError('Offline', 'network'), true)).toBeUndefined();
    expect(refusalLock(undefined, true)).toBeUndefined();
  });
});

describe('contentLock (ADR 0105, 0113)', () => {
  const pdf = { contentTypeCode: '04' as const, fileUrl: '/media/pdf/demo.pdf?grant=x', htmlContent: '' };
  const open = { isTrialOver: false };

  it('is the refusal when the content list itself was refused (403), nothing for other failures', () => {
    const refused = new ApiError('This quest is not assigned to you.', 'server', 403);
    expect(contentLock(undefined, undefined, refused)).toEqual({
      reason: 'notInQuest',
      message: 'This quest is not assigned to you.',
    });
    expect(contentLock(undefined, undefined, new ApiError('Oops', 'server', 500))).toBeUndefined();
  });

  it('is the trial for a quest whose trial is over (from the list or the user quest list)', () => {
    expect(contentLock(pdf, { isTrialOver: true }, undefined)).toEqual({ reason: 'trial' });
    expect(contentLock(pdf, open, undefined, true)).toEqual({ reason: 'trial' });
    expect(contentLock(undefined, open, undefined, true)).toEqual({ reason: 'trial' });
  });

  it('names the locked kind when the server withheld the file or HTML', () => {
    expect(contentLock({ ...pdf, contentTypeCode: '10', fileUrl: '' }, open, undefined)).toEqual({
      reason: 'location',
      kind: 'Play',
    });
    expect(contentLock({ ...pdf, contentTypeCode: '06', fileUrl: '' }, open, undefined)).toEqual({
      reason: 'location',
      kind: 'Think',
    });
    expect(contentLock({ ...pdf, contentTypeCode: '02', fileUrl: '' }, open, undefined)).toEqual({
      reason: 'location',
      kind: 'Watch',
    });
  });

  it('leaves an open item alone', () => {
    expect(contentLock(pdf, open, undefined)).toBeUndefined();
    expect(
      contentLock({ ...pdf, contentTypeCode: '06', fileUrl: '', htmlContent: '<p>Hi</p>' }, open, undefined),
    ).toBeUndefined();
  });
});

describe('accessRefusedMessage (ADR 0113)', () => {
  it("says a refused access was not counted, with the server's reason", () => {
    expect(
      accessRefusedMessage(new ApiError('Think content is locked for your location.', 'server', 403)),
    ).toBe('This visit was not counted. Think content is locked for your location.');
  });

  it('says nothing for other failures (queued or logged)', () => {
    expect(accessRefusedMessage(new ApiError('Oops', 'server', 500))).toBeNull();
    expect(accessRefusedMessage(new ApiError('Offline', 'network'))).toBeNull();
  });
});

describe('reasonLock', () => {
  it("classifies a refusal's text the same way", () => {
    expect(reasonLock('Watch content is locked for your location.', false)).toEqual({
      reason: 'location',
      kind: 'Watch',
    });
    expect(reasonLock('This quest is not assigned to you.', true)).toEqual({ reason: 'trial' });
  });
});
