/** The path of an installed Chromium (CHROME_PATH first); throws with what to install when there is none. */
export function chromiumPath(): string;
/** Flags for a headless Chromium on a closed network. */
export const chromiumArgs: string[];
