import { learningEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/**
 * The Watch/Think/Solve/Play flags of a location (POST getLocationContentStatus on the location API); a `false`
 * flag locks that kind of content (learning-app.md §6). Waits while the location is unknown.
 */
export function useLocationContentStatus(locationId: number | null | undefined) {
  return useEndpoint(
    learningEndpoints.getLocationContentStatus,
    locationId === null || locationId === undefined ? null : { body: { LocationId: locationId } },
  );
}
