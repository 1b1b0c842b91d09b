/**
 * Just enough of the zip format to check an upload without unpacking it: the local-file magic at the start and
 * the central directory (found through the end-of-central-directory record) listing the entries.
 */

const LOCAL_FILE_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;

export class ZipFormatError extends Error {}

export interface ZipEntry {
  name: string;
  /** Uncompressed bytes, as the central directory declares them. */
  size: number;
  isDirectory: boolean;
  /** A Unix symbolic link (file mode in the high half of the external attributes). */
  isSymlink: boolean;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * An entry name that would leave the folder it is unpacked into, or that a system reads as something else
 * (ADR 0087): empty, absolute (`/x`, `\\server\x`, `C:x`), any `..` part (either slash), NUL or control characters.
 */
export function isUnsafeEntryName(name: string): boolean {
  if (name === '' || Array.from(name).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return true;
  }
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-z]:/i.test(unified)) return true;
  return unified.split('/').some((part) => part === '..');
}

/** Starts with PK\x03\x04, as every non-empty zip archive does. */
export function hasZipMagic(bytes: Uint8Array): boolean {
  return LOCAL_FILE_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** The entries of the central directory; throws ZipFormatError for a damaged or zip64 archive. */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  const total = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (total === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipFormatError('zip64 archives are not supported');
  }
  if (offset + size > eocd) throw new ZipFormatError('the central directory lies outside the archive');

  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < total; i += 1) {
    if (at + CENTRAL_HEADER_SIZE > offset + size || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError(`central directory entry ${i + 1} is damaged`);
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > offset + size) throw new ZipFormatError(`central directory entry ${i + 1} is truncated`);
    const name = decoder.decode(
      bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength),
    );
    const mode = view.getUint32(at + 38, true) >>> 16;
    entries.push({
      name,
      size: view.getUint32(at + 24, true),
      isDirectory: name.endsWith('/'),
      isSymlink: (mode & S_IFMT) === S_IFLNK,
    });
    at = next;
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  if (last < 0) throw new ZipFormatError('too short to be a zip archive');
  const first = Math.max(0, last - MAX_COMMENT);
  let candidate = -1;
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    // The record whose comment runs exactly to the end of the file; else the last signature seen.
    if (view.getUint16(at + 20, true) === view.byteLength - at - EOCD_SIZE) return at;
    if (candidate < 0) candidate = at;
  }
  if (candidate < 0) throw new ZipFormatError('no end-of-central-directory record');
  return candidate;
}
