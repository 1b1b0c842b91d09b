/** The parts of a `File` the rules read; plain objects work in tests. */
export interface FileLike {
  name: string;
  /** MIME type; may be empty when the platform does not know it. */
  type: string;
}

/** What a {@link FileDrop} takes: any file (narrowed by `accept`), images only, or files the caller zips. */
export type FileDropMode = 'any' | 'image' | 'zip';

/** Extensions treated as pictures. SVG is left out on purpose: it can carry script. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif', 'avif'] as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * `name` cut to at most `max` characters, keeping the extension: "holiday-photo-from-goa.jpeg" → "holiday-photo-….jpeg"
 * at 20. Names that fit are unchanged; a name without a usable extension is cut at the end.
 */
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

export function shortenFileName(name: string, max: number): string {
  // Characters as a reader counts them, so a Devanagari letter and its vowel sign are never split.
  const chars = graphemes(name);
  if (chars.length <= max) return name;
  const ellipsis = '…';
  const ext = extensionOf(name);
  const tail = ext ? graphemes(name.slice(name.lastIndexOf('.'))) : [];
  // Keep the extension only when at least one character of the stem still fits in front of it.
  if (tail.length > 0 && tail.length + 2 <= max) {
    return chars.slice(0, max - tail.length - 1).join('') + ellipsis + tail.join('');
  }
  return chars.slice(0, max - 1).join('') + ellipsis;
}

/** A picture by both MIME type (or none, when unknown) and extension. */
export function isImageFile(file: FileLike): boolean {
  const typeOk = file.type === '' || file.type.toLowerCase().startsWith('image/');
  const svg = file.type.toLowerCase() === 'image/svg+xml';
  return typeOk && !svg && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** Whether `file` matches an HTML `accept` list (".pdf,image/*,application/zip"); an empty list accepts all. */
export function matchesAccept(file: FileLike, accept: string | undefined): boolean {
  if (!accept || accept.trim() === '') return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** Whether a {@link FileDrop} in `mode` takes `file`. */
export function acceptsFile(file: FileLike, mode: FileDropMode, accept?: string): boolean {
  if (mode === 'image') return isImageFile(file) && matchesAccept(file, accept);
  if (mode === 'zip') return true;
  return matchesAccept(file, accept);
}

/** The `accept` attribute for the picker in `mode` (the caller's own list wins). */
export function acceptAttribute(mode: FileDropMode, accept?: string): string | undefined {
  if (accept) return accept;
  if (mode === 'image') return ['image/*', ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');
  return undefined;
}
