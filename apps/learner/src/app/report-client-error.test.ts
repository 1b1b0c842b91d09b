import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientErrorReportSchema } from '@quest/api';
import { CLIENT_ERRORS_URL, reportClientError, toClientErrorReport } from './report-client-error';

describe('reportClientError', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { pathname: '/home/profile' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts message, stack and the current path as JSON', () => {
    const error = new Error('Render failed');
    reportClientError(error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(CLIENT_ERRORS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Render failed', stack: error.stack, url: '/home/profile' }),
    });
  });

  it('reports the same error object only once', () => {
    const error = new Error('twice');
    reportClientError(error);
    reportClientError(error);
    reportClientError(new Error('twice'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports thrown non-errors by their text', () => {
    reportClientError('plain string');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      message: 'plain string',
      url: '/home/profile',
    });
  });

  it('never throws when fetch throws or rejects', async () => {
    fetchMock.mockImplementationOnce(() => {
      throw new Error('no fetch');
    });
    expect(() => reportClientError(new Error('a'))).not.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => reportClientError(new Error('b'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('toClientErrorReport', () => {
  it.each([
    ['an Error', new Error('Boom'), 'Boom'],
    ['an Error without a message', new TypeError(''), 'TypeError'],
    [
      'a route error response',
      { status: 500, statusText: 'Internal Server Error', data: null },
      '500 Internal Server Error',
    ],
    ['an object with a message', { message: 'Schema mismatch' }, 'Schema mismatch'],
    ['an empty string', '', 'Unknown error'],
    ['undefined', undefined, 'undefined'],
  ])('describes %s and fits the server schema', (_name, error, message) => {
    const report = toClientErrorReport(error, '/cart');
    expect(report.message).toBe(message);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('cuts message, stack and url to the server limits', () => {
    const error = new Error('m'.repeat(5_000));
    error.stack = 's'.repeat(50_000);
    const report = toClientErrorReport(error, `/${'u'.repeat(5_000)}`);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });
});
