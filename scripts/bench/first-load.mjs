// First-load sizes from a Vite manifest: what the HTML entry and a route's lazy modules pull in before any
// further lazy import (ADR 0081). Pure functions over the manifest; the caller reads the files.
import { gzipSync } from 'node:zlib';

/** Files a first load counts: scripts and style sheets (fonts, images and media are not). */
export const countedFile = (file) => /\.(m?js|css)$/.test(file);

/**
 * The files of the static import graph of one manifest key, with the CSS each chunk imports.
 * @param {Record<string, {file: string, imports?: string[], css?: string[]}>} manifest
 * @param {string} key
 * @param {Set<string>} [files]
 * @param {Set<string>} [seenKeys]
 */
export function staticFiles(manifest, key, files = new Set(), seenKeys = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
  if (seenKeys.has(key)) return files;
  seenKeys.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files, seenKeys);
  return files;
}

/** The manifest key of the HTML entry (`index.html`). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one HTML entry in the manifest, found ${keys.join(', ')}`);
  return keys[0];
}

/** Gzip (level 9) byte count of a buffer. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * First load of the entry plus the given lazy modules: the union of their static graphs (and any script or
 * style sheet the built HTML links directly), each file gzipped on its own as a server would send it.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @param {string[]} lazyKeys manifest keys of the route's lazy modules (layout first, then the screen)
 * @param {(file: string) => Buffer} read reads a built file by its manifest path
 * @param {string[]} [htmlFiles] files the built HTML references directly
 * @returns {{ files: string[], sizes: Record<string, number>, js: number, css: number, total: number }}
 */
export function firstLoad(manifest, lazyKeys, read, htmlFiles = []) {
  const files = staticFiles(manifest, entryKey(manifest));
  for (const file of htmlFiles) files.add(file);
  for (const key of lazyKeys) staticFiles(manifest, key, files);
  const counted = [...files].filter(countedFile).sort();
  const sizes = Object.fromEntries(counted.map((file) => [file, gzipSize(read(file))]));
  const sum = (files) => files.reduce((total, file) => total + sizes[file], 0);
  const js = sum(counted.filter((file) => !file.endsWith('.css')));
  const css = sum(counted.filter((file) => file.endsWith('.css')));
  return { files: counted, sizes, js, css, total: js + css };
}

/** Script and style-sheet files the built HTML references (`/assets/x.js` → `assets/x.js`). */
export function filesInHtml(html) {
  return [...html.matchAll(/(?:src|href)="\/?([^"]+)"/g)]
    .map((match) => match[1])
    .filter((file) => !/^[a-z]+:/i.test(file) && countedFile(file));
}
