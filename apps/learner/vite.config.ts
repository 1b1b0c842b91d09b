import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build, defineConfig, type OxcOptions, type Plugin, type ProxyOptions, type Rolldown } from 'vite';
import { prerenderSignIn } from './prerender-plugin.ts';

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

/**
 * A feature's public entry (`src/features/<name>/index.ts`, the only module another feature may import from it)
 * holds re-exports only (lint checks it), so it has no side effects of its own. Said so here, the bundler resolves
 * each import through it to the module that declares the binding: an importing route's chunk gets what it uses
 * and nothing else the entry re-exports (otherwise the entry's chunk would load every re-exported module).
 */
function pureFeatureEntries(): Plugin {
  const entry = /\/src\/features\/[^/]+\/index\.ts$/;
  return {
    name: 'quest-pure-feature-entries',
    apply: 'build',
    transform(code, id) {
      return entry.test(id.replace(/\\/g, '/')) ? { code, moduleSideEffects: false } : null;
    },
  };
}

/**
 * What a chunk preloads with it (ADR 0141). index.html keeps Vite's `modulepreload` links for the entry. A lazy
 * import (a route, an engine) keeps only its style sheets, which must apply before its code runs. Its scripts are
 * fetched by the browser's module loader as it reads the imports.
 *
 * Each `modulepreload` link that Vite's helper adds starts its fetch on the main thread. A deep link to /assessment
 * added 36 of them, inside the task that evaluates the entry and creates the router: about 105 ms of that task at 4×
 * CPU slowdown. The chunks are fetched anyway, and the service worker precaches them after the first visit (ADR 0089).
 */
export function preloadDependencies(
  _filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return context.hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'));
}

/** Packages of the heavy engines (video.js, pdf.js, KaTeX, visx and its d3 modules). */
const enginePackage = /^(video\.js|@videojs\/.+|pdfjs-dist|katex|@visx\/.+|d3-.+)$/;
/**
 * Fonts precached: Noto Sans' Latin subset (the app's texts) and the sign-in switch's "हिन्दी" (ADR 0146); other
 * subsets are cached when a page needs them.
 */
const precachedFont = /\/(noto-sans-latin-\d+-normal|hindi-name)-[\w-]+\.woff2$/;

/**
 * The files the service worker precaches (ADR 0089): every JS chunk and stylesheet of the build except the heavy
 * engines' (chunks bundling an engine package, their CSS, KaTeX's fonts, the pdf.js worker), which a cheap phone
 * fetches only on the routes that use them and the worker then keeps; plus the Latin font files. Root-relative.
 */
function precacheList(bundle: Rolldown.OutputBundle): string[] {
  const outputs = Object.values(bundle);
  const engineChunks = outputs.filter(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' &&
      Object.keys(output.modules).some((id) => enginePackage.test(packageOf(id.replace(/\\/g, '/')) ?? '')),
  );
  const engineFiles = new Set(
    engineChunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  return outputs
    .map((output) => output.fileName)
    .filter(
      (file) =>
        file.startsWith('assets/') &&
        !engineFiles.has(file) &&
        (/\.(js|css)$/.test(file) || precachedFont.test(`/${file}`)),
    )
    .map((file) => `/${file}`)
    .sort();
}

/**
 * Builds `src/sw/sw.ts` into `sw.js` at the root of the build: one classic script (IIFE), its precache list and
 * version (a hash of the build's file names and the worker's code) written in. index.html is not in the list: the
 * worker keeps the answer of `/` at install, with its headers (ADR 0089).
 */
function serviceWorker(): Plugin {
  const entry = fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url));
  const versionMark = '__QUEST_SW_VERSION__';
  return {
    name: 'quest-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const precache = precacheList(bundle);
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __QUEST_SW__: JSON.stringify({ version: versionMark, precache }) },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'questServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      const chunk =
        result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
      if (!chunk) throw new Error('the service worker did not build');
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(chunk.code)
        .digest('hex')
        .slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code.replace(versionMark, version) });
    },
  };
}

/** Modules of the `ui-base` chunk: packages and design-system folders that `/` and most screens need. */
const uiBase = new RegExp(
  [
    String.raw`node_modules/(react|styled-components|stylis)/`,
    // The translation runtime and the language switch (sign-in and profile show it; ADR 0142).
    String.raw`design-system/src/i18n/(i18n|locale|provider|use-texts|format-english|index)\.`,
    // lucide's runtime, and only the core icons `Icon` draws at once: the rest of the set is its own chunk,
    // loaded when an icon outside the core first renders (icon-glyphs.ts, issue 26).
    String.raw`node_modules/lucide-react/dist/esm/(?!icons/)`,
    String.raw`node_modules/lucide-react/dist/esm/icons/(circle-check|circle-exclamation-point|circle-x|check|external-link|eye|eye-off|info|loader-circle|lock|triangle-exclamation-point|x)\.`,
    String.raw`design-system/src/(tokens|theme)/`,
    String.raw`design-system/src/components/(button|field|text-field|password-field|checkbox|link|icon-button|snackbar|status-message|spinner|language-switch)/`,
    String.raw`design-system/src/components/icon/icon\.tsx`,
  ].join('|'),
);

/**
 * Each styled component gets a fixed id from its file and place (Oxc's styled-components transform), not from the
 * order components happen to be created in: the build's server render of the sign-in page (prerender-plugin.ts,
 * ADR 0125) and the browser then give the same class names. CSS and names are left as written.
 */
const oxc: OxcOptions = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: false } },
};

/** The reference server (apps/server) answers the API during `npm run dev`. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), pureFeatureEntries(), chunkPackages(), serviceWorker(), prerenderSignIn(oxc)],
  oxc,
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
    // Fonts stay files, however small (the 2.5 KB "हिन्दी" cut, ADR 0146): inlined, they would weigh on every page's
    // style sheet instead of being fetched by the pages that draw them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') || file.endsWith('.woff') ? false : undefined),
    // The supported browsers (the repository's .browserslistrc, ADR 0097) as transpile targets for scripts and CSS:
    // Chromium 106 on Android (Chrome and the WebView of the native wrapper), Vite's own baseline elsewhere.
    target: browserslistToEsbuild(undefined, { path: fileURLToPath(new URL('.', import.meta.url)) }),
    // Read by tests that prove heavy engines (video.js, pdf.js, visx, KaTeX) stay out of the entry chunk.
    manifest: true,
    // index.html keeps its preloads; a lazy import preloads only its style sheets (ADR 0141).
    modulePreload: { resolveDependencies: preloadDependencies },
    // One chunk for what nearly every screen draws with: React's JSX runtime, styled-components, the core icons, the
    // theme and the form primitives. Left to itself the bundler cuts them into a dozen small files, each gzipped
    // alone; one file is ~4 KB smaller on `/` and on every route (ADR 0083).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'ui-base', test: uiBase }] } },
    },
  },
});
