import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_URL, reportClientError } from './report-client-error';

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
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ message: 'plain string', url: '/home/profile' });
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
