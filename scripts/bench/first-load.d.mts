/** A chunk of the Vite manifest (`.vite/manifest.json`), as far as first-load sizes need it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Files a first load counts: scripts and style sheets (fonts, images and media are not). */
export function countedFile(file: string): boolean;
/** The files of the static import graph of one manifest key, with the CSS each chunk imports. */
export function staticFiles(
  manifest: Manifest,
  key: string,
  files?: Set<string>,
  seenKeys?: Set<string>,
): Set<string>;
/** The manifest key of the HTML entry (`index.html`). */
export function entryKey(manifest: Manifest): string;
/** Gzip (level 9) byte count of a buffer. */
export function gzipSize(buffer: Uint8Array): number;
/** First load of the entry plus the given lazy modules, each counted file gzipped on its own. */
export function firstLoad(
  manifest: Manifest,
  lazyKeys: string[],
  read: (file: string) => Uint8Array,
  htmlFiles?: string[],
): {
  files: string[];
  /** Gzip bytes of each counted file. */
  sizes: Record<string, number>;
  js: number;
  css: number;
  total: number;
};
/** Script and style-sheet files the built HTML references (`/assets/x.js` → `assets/x.js`). */
export function filesInHtml(html: string): string[];
