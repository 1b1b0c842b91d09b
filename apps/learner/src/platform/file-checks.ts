import { claimedKind, SNIFF_BYTES, sniffKind, type SniffedKind } from '@quest/api';
import { questI18n } from '@quest/design-system';
import { attachmentContentProblem } from '@quest/flows';

/**
 * What a chosen file is by its first bytes (ADR 0087), null when no known kind. Never rejects: a file the browser
 * can no longer read gives no bytes, which is no known kind.
 */
export async function sniffFile(file: Blob): Promise<SniffedKind | null> {
  try {
    return sniffKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/**
 * The first attachment whose name or type says picture, PDF or zip but whose content is not, as a message in the
 * active language ('"sum.png" is not a real PNG file.').
 */
export async function attachmentsProblem(files: readonly File[]): Promise<string | null> {
  for (const file of files) {
    const problem = attachmentContentProblem(file.name, claimedKind(file), await sniffFile(file));
    if (problem) return questI18n.translate(problem.message, problem.values);
  }
  return null;
}
