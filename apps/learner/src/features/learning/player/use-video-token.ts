import { mediaEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/**
 * The video token of one content (GetMKIOToken): the bearer of its encrypted segments. It lives 2 hours
 * (ADR 0020), so it is fetched once per content and player visit and not revalidated on focus; a refused segment
 * fetches a new one (`retry`).
 */
export function useVideoToken(contentId: number | undefined) {
  return useEndpoint(
    mediaEndpoints.getMkioToken,
    contentId === undefined ? null : { query: { ContentId: contentId } },
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}
