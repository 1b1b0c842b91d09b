import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** The npm package a bundled module comes from (`…/node_modules/@visx/shape/esm/x.js` → `@visx/shape`). */
function packageOf(id: string): string | null {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = id.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Writes `.vite/chunk-packages.json` next to the manifest: for each JS chunk, the npm packages bundled into it.
 * The manifest names chunks but not their contents; the bundle test reads both to prove where each heavy
 * engine (video.js, pdf.js, KaTeX, visx) landed.
 */
function chunkPackages(): Plugin {
  return {
    name: 'quest-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const id of Object.keys(output.modules)) {
          const name = packageOf(id.replace(/\\/g, '/'));
          if (name) names.add(name);
        }
        packages[output.fileName] = [...names].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: `${JSON.stringify(packages, null, 2)}\n`,
      });
    },
  };
}

/** Modules of the `ui-base` chunk: packages and design-system folders that `/` and most screens need. */
const uiBase = new RegExp(
  [
    String.raw`node_modules/(react|styled-components|stylis|lucide-react)/`,
    String.raw`design-system/src/(tokens|theme)/`,
    String.raw`design-system/src/components/(button|field|text-field|password-field|checkbox|link|icon|icon-button|snackbar|status-message|spinner)/`,
  ].join('|'),
);

/** The reference server (apps/server) answers the API during `npm run dev`. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), chunkPackages()],
  server: {
    proxy: {
      // String keys match as path prefixes: /Quest… and /OnlineTest… cover every legacy call path.
      '/api': toApi,
      '/health': toApi,
      '/Quest': toApi,
      '/OnlineTest': toApi,
      // The other backends' prefixes on the reference server, its media, uploads and content redirect.
      '/location': toApi,
      '/analytics': toApi,
      '/masterclass': toApi,
      '/media': toApi,
      '/uploads': toApi,
      '/content': toApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by tests that prove heavy engines (video.js, pdf.js, visx, KaTeX) stay out of the entry chunk.
    manifest: true,
    // One chunk for what nearly every screen draws with: React's JSX runtime, styled-components, the icons, the
    // theme and the form primitives. Left to itself the bundler cuts them into a dozen small files, each gzipped
    // alone; one file is ~4 KB smaller on `/` and on every route (ADR 0083).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'ui-base', test: uiBase }] } },
    },
  },
});
