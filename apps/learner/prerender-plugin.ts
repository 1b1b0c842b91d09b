import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type OxcOptions, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The sign-in route's module (screens.ts: `/` and /signin). */
const signInRoute = /\/src\/features\/identity\/routes\/sign-in-route\.tsx$/;
/** The empty root of index.html the build fills. */
const emptyRoot = '<div id="root"></div>';

/** What src/prerender.tsx gives back (its PrerenderedPage). */
interface PrerenderedPage {
  html: string;
  styleTags: string;
  guardScript: string;
  holdScript: string;
}

/** A chunk's file and every chunk it imports statically, transitively. */
function staticClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * First paint without JavaScript (issue 26, ADR 0125): after the client build is written, builds src/prerender.tsx
 * for Node with the same transforms (the styled-components ids of `oxc` must match the client's, so the classes
 * and CSS of the HTML are the ones the app draws), renders a visitor's `/` with it, and writes into index.html:
 * the HTML inside #root (marked `data-prerendered`), its CSS as `<style>` in the head and, after #root, the guard
 * script that keeps the HTML only where it matches the app's first render and then preloads the sign-in route's
 * chunks (only then: every other landing gets index.html too). The guard also adds the entry script and its
 * preloads, after the first paint where the page is kept: the head holds no script to fetch, and the style sheet
 * inline. The server gives the inline script and style the response's nonce (apps/server: withNonce).
 */
export function prerenderSignIn(oxc: OxcOptions): Plugin {
  let config: ResolvedConfig;
  let preload: string[] = [];
  return {
    name: 'quest-prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const route = chunks.find((chunk) => chunk.facadeModuleId && signInRoute.test(chunk.facadeModuleId));
      if (!entry || !route) throw new Error('quest-prerender-sign-in: no entry or sign-in route chunk');
      const inHtml = staticClosure(bundle, entry.fileName);
      preload = [...staticClosure(bundle, route.fileName)].filter((file) => !inHtml.has(file));
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      // Inside node_modules, so the server build's external packages (React, styled-components…) resolve.
      const cache = path.join(config.root, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      const work = mkdtempSync(path.join(cache, 'quest-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          plugins: [react()],
          oxc,
          // Bundled: its package has no ES module entry Node could import (the CommonJS one has no usable default).
          ssr: { noExternal: ['styled-components'] },
          build: {
            ssr: path.join(config.root, 'src/prerender.tsx'),
            outDir: work,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const module = (await import(pathToFileURL(path.join(work, 'prerender.mjs')).href)) as {
          prerenderSignIn: () => Promise<PrerenderedPage>;
        };
        const page = await module.prerenderSignIn();
        const html = readFileSync(indexFile, 'utf8');
        if (html.split(emptyRoot).length !== 2 || !html.includes('</head>')) {
          throw new Error('quest-prerender-sign-in: index.html has no single empty #root');
        }
        /** Inline script that adds a `<link rel>` to the head for each address. */
        const linkScript = (rel: string, hrefs: string[], low = false) =>
          `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='${rel}';` +
          `l.crossOrigin='';${low ? "l.fetchPriority='low';" : ''}l.href=h;document.head.appendChild(l);});`;
        const preloadScript = linkScript(
          'modulepreload',
          preload.map((file) => `${config.base}${file}`),
          true,
        );
        // Nothing but HTML and CSS before the first paint (ADR 0125, amendment): the entry script and its preloads
        // leave the head for the guard's `start`, and the one style sheet is inlined (its link follows in `start`,
        // so Vite's loader of lazy chunks finds it and does not add it again).
        const entryTag = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
        if (!entryTag || html.split(entryTag[0]).length !== 2) {
          throw new Error('quest-prerender-sign-in: index.html has no single entry script');
        }
        const tagsOf = (pattern: RegExp) =>
          [...html.matchAll(pattern)].map(([tag, href = '']) => ({ tag, href }));
        const preloadTags = tagsOf(/<link rel="modulepreload" crossorigin href="([^"]+)">/g);
        const styleTags = tagsOf(/<link rel="stylesheet" crossorigin href="([^"]+)">/g);
        const inlineCss = styleTags
          .map(({ href }) => readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8'))
          .join('');
        if (/url\((?!["']?(\/|data:))/.test(inlineCss)) {
          throw new Error(
            'quest-prerender-sign-in: a relative url() would break once the style sheet is inline',
          );
        }
        const startScript =
          linkScript(
            'modulepreload',
            preloadTags.map(({ href }) => href),
          ) +
          linkScript(
            'stylesheet',
            styleTags.map(({ href }) => href),
          ) +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryTag[1])};` +
          `document.head.appendChild(s);`;
        const guard = page.guardScript.replace('/*keep*/', preloadScript).replace('/*start*/', startScript);
        let out = html.replace(entryTag[0], '');
        for (const { tag } of preloadTags) out = out.replace(tag, '');
        styleTags.forEach(({ tag }, index) => {
          out = out.replace(tag, index === 0 ? `<style>${inlineCss}</style>` : '');
        });
        writeFileSync(
          indexFile,
          out
            .replace('</head>', `${page.styleTags}</head>`)
            .replace(
              emptyRoot,
              `<script>${page.holdScript}</script>\n<div id="root" data-prerendered>${page.html}</div>\n<script>${guard}</script>`,
            ),
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
