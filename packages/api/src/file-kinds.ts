/**
 * What a file is by its content (ADR 0087): its first bytes (its "magic number"), never its name or the type the
 * browser declares. Shared by the app's checks before sending and the server's checks on receipt.
 */

/** The kinds of file this app recognises by content. */
export type SniffedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip';

/** How many leading bytes {@link sniffKind} needs. */
export const SNIFF_BYTES = 16;

/** The media type of each recognised kind. */
export const SNIFFED_MEDIA_TYPES: Record<SniffedKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The picture kinds a profile picture may be (what the server stores and serves). */
export const IMAGE_KINDS: readonly SniffedKind[] = ['png', 'jpeg', 'gif', 'webp'];

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The kind of a file from its leading bytes (at least {@link SNIFF_BYTES} of them), or null when unknown. */
export function sniffKind(head: Uint8Array): SniffedKind | null {
  if (at(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(head, ascii('GIF87a')) || at(head, ascii('GIF89a'))) return 'gif';
  if (at(head, ascii('RIFF')) && at(head, ascii('WEBP'), 8)) return 'webp';
  if (at(head, ascii('%PDF-'))) return 'pdf';
  if (at(head, [0x50, 0x4b, 0x03, 0x04]) || at(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return null;
}

/** The kind a file claims by its declared media type or its extension, when that is one {@link sniffKind} knows. */
export function claimedKind(file: { name: string; type: string }): SniffedKind | null {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const byType = (Object.keys(SNIFFED_MEDIA_TYPES) as SniffedKind[]).find(
    (kind) => SNIFFED_MEDIA_TYPES[kind] === type || (kind === 'jpeg' && type === 'image/jpg'),
  );
  if (byType) return byType;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExt: Record<string, SniffedKind> = {
    png: 'png',
    jpg: 'jpeg',
    jpeg: 'jpeg',
    gif: 'gif',
    webp: 'webp',
    pdf: 'pdf',
    zip: 'zip',
  };
  return ext ? (byExt[ext] ?? null) : null;
}
