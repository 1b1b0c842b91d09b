import { describe, expect, test } from 'vitest';
import { filesInHtml, firstLoad, gzipSize, type Manifest } from './first-load.mjs';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/shell.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_shared.js', '_ui.js'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_ui.js'],
    dynamicImports: ['src/video-engine.tsx'],
    assets: ['assets/font.woff2'],
  },
  '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
  'src/video-engine.tsx': { file: 'assets/video-engine.js', isDynamicEntry: true },
};
const body = (file: string) => Buffer.from(`/* ${file} */ ${'x'.repeat(file.length * 10)}`);

describe('first load', () => {
  test('the entry and the lazy modules: static graphs with their CSS, no lazy import, no font', () => {
    const load = firstLoad(manifest, ['src/shell.tsx', 'src/home.tsx'], body);
    expect(load.files).toEqual([
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
      'assets/shell.js',
      'assets/ui.css',
      'assets/ui.js',
    ]);
    const size = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(body(file)), 0);
    expect(load.css).toBe(size(['assets/index.css', 'assets/ui.css']));
    expect(load.js).toBe(size(load.files.filter((file) => file.endsWith('.js'))));
    expect(load.total).toBe(load.js + load.css);
    expect(load.sizes['assets/ui.css']).toBe(gzipSize(body('assets/ui.css')));
  });

  test('the entry alone, plus what the HTML links directly', () => {
    const html =
      '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/extra.css">';
    expect(filesInHtml(html)).toEqual(['assets/index.js', 'assets/extra.css']);
    const load = firstLoad(manifest, [], body, filesInHtml(html));
    expect(load.files).toEqual([
      'assets/extra.css',
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  test('a lazy module missing from the manifest is an error, not a smaller figure', () => {
    expect(() => firstLoad(manifest, ['src/gone.tsx'], body)).toThrow(
      'not in the Vite manifest: src/gone.tsx',
    );
  });
});
