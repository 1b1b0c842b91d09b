import {
  contentKindOf,
  type ContentKind,
  type ContentTypeCode,
  type LocationContentStatus,
} from '@quest/api';
import type { Db } from '../../db.ts';
import { fail } from '../../contract.ts';

/** The content kinds a location leaves open; everything is open for a location without a row. */
export async function locationContentStatus(db: Db, locationId: number): Promise<LocationContentStatus> {
  const [row] = await db.query<{ watch: boolean; think: boolean; solve: boolean; play: boolean }>(
    'select watch, think, solve, play from location_content_status where location_id = $1',
    [locationId],
  );
  return {
    Watch: row?.watch ?? true,
    Think: row?.think ?? true,
    Solve: row?.solve ?? true,
    Play: row?.play ?? true,
  };
}

/** The refusal of a content kind the student's location locks (ADR 0015, 0105). */
export const kindLockedMessage = (kind: ContentKind): string =>
  `${kind} content is locked for your location.`;

/** Refuses (403) content of a kind the user's location locks (ADR 0015). */
export async function requireKindOpen(db: Db, userId: number, typeCode: ContentTypeCode): Promise<void> {
  const [user] = await db.query<{ locationId: number }>(
    'select location_id as "locationId" from users where id = $1',
    [userId],
  );
  const status = await locationContentStatus(db, user?.locationId ?? 1);
  const kind = contentKindOf(typeCode);
  if (!status[kind]) throw fail(403, kindLockedMessage(kind));
}
