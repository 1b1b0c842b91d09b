import { identityEndpoints } from '@quest/api';
import { useEndpoint } from './use-endpoint';

/** Boards and grades for the Enter Details screen (they rarely change: one request per visit is enough). */
export function useBoardGrade() {
  return useEndpoint(
    identityEndpoints.getBoardGrade,
    {},
    { revalidateOnFocus: false, dedupingInterval: 300_000 },
  );
}
