import { prerender } from 'react-dom/static';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppRoot } from './app/app-root';
import { prerenderGuardScript, prerenderSubmitHoldScript } from './app/prerendered';
import { createRoutes } from './app/router';
import { createAppServices } from './app/services';
import { createAppSession, memoryStorages } from './platform/session';

/** What the build writes into index.html (ADR 0125). */
export interface PrerenderedPage {
  /** #root's content: the sign-in screen as a visitor's first render of `/` draws it. */
  html: string;
  /** The styled-components CSS of that render, as `<style>` elements (the server adds the nonce). */
  styleTags: string;
  /** The inline script placed after #root: keeps the HTML only where it matches the first render. */
  guardScript: string;
  holdScript: string;
}

function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The build's server render of `/` for a visitor (no session, nothing remembered): the app's own tree (AppRoot,
 * as main.tsx hydrates it) in a memory router, once the root guard has run and the sign-in route's code is loaded.
 * Run by the learner build (vite.config.ts, quest-prerender), never in a browser.
 */
export async function prerenderSignIn(): Promise<PrerenderedPage> {
  const services = createAppServices({ session: createAppSession(memoryStorages()) });
  const router = createMemoryRouter(createRoutes({ isSignedIn: () => false }), { initialEntries: ['/'] });
  await initialized(router);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <AppRoot
          services={services}
          router={router}
          watchNavigation={(listener) => router.subscribe(listener)}
        />,
      ),
    );
    const html = await new Response(prelude).text();
    return {
      html,
      styleTags: sheet.getStyleTags(),
      guardScript: prerenderGuardScript(),
      holdScript: prerenderSubmitHoldScript(),
    };
  } finally {
    sheet.seal();
    router.dispose();
  }
}
