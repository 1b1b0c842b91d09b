import type { Mission, UserType } from '@quest/api';

/* learning-app.md §4 "Mission click" and "Quest change". */

/** The mission that opens the task page directly (learning-app.md §3). */
export const GO_CODERZ = 'GO_CODERZ';
/** The display name (any case) of the online-session mission that opens the external coding site. */
export const CODING_DISPLAY_NAME = 'CODING';
/**
 * Where the external coding site is served (mirrors `contentOriginPages.codingSite` in @quest/api, which flows may
 * not import as a value).
 */
export const CODING_SITE_PATH = '/content/coding';

/** Base64 (standard alphabet) of the text's UTF-8 bytes. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The coding-site address: `<site>/<base64 user name>`, the base64 escaped for a path segment ('/', '+', '='). */
export const codingSiteUrl = (userName: string, site: string = CODING_SITE_PATH) =>
  `${site}/${encodeURIComponent(base64Utf8(userName))}`;

export type MissionClickTarget =
  | { route: '/task' | '/missions-schedules' }
  /** Opened in a new window. */
  | { external: string }
  | { dialog: 'startOrBuy' };

/**
 * GO_CODERZ → /task; an online session with display name CODING (case-insensitive) → the external coding site;
 * another online session → /missions-schedules; no online session → the start/buy dialog.
 */
export function missionClickTarget(
  mission: Pick<Mission, 'missionName' | 'missionDisplayName' | 'hasOnlineSession'>,
  { userName, codingSite }: { userName: string; codingSite?: string },
): MissionClickTarget {
  if (mission.missionName === GO_CODERZ) return { route: '/task' };
  if (!mission.hasOnlineSession) return { dialog: 'startOrBuy' };
  if (mission.missionDisplayName.toUpperCase() === CODING_DISPLAY_NAME) {
    return { external: codingSiteUrl(userName, codingSite) };
  }
  return { route: '/missions-schedules' };
}

export type QuestChangeTarget = { dialog: 'questSwitch' } | { route: '/products' };

/** Spectrum users switch quests in a dialog; everyone else goes to /products. */
export function questChangeTarget(userType: UserType | null | undefined): QuestChangeTarget {
  return userType === 'Spectrum' ? { dialog: 'questSwitch' } : { route: '/products' };
}
