import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** The active coding masterclasses (masterclass backend; learning-app.md §2 masterclass area, §3). */
export function useMasterclassLinks(enabled = true) {
  return useEndpoint(communityEndpoints.getMasterclassLinks, enabled ? {} : null);
}
