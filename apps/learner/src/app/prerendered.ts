import { SESSION_KEYS } from '@quest/api';
import { LOCAL_KEYS } from '../platform/session';
import { SESSION_ENDED_PARAM } from '../features/identity/session-ended/session-ended';

/*
 * The sign-in screen prerendered at build time (ADR 0125): index.html carries `/`'s first page as HTML inside
 * #root, so a phone paints it before any script arrives; main.tsx then hydrates it. Only a visitor's `/` is drawn
 * that way: for any other landing, an inline script (the guard below) empties #root before the first paint.
 */

/** The attribute #root carries while it holds the prerendered page and the app has not hydrated it yet. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** Set on #root by the guard when the form was submitted before hydration (main.tsx submits it again). */
export const PENDING_SUBMIT_ATTR = 'data-pending-submit';

/**
 * The guard's copy of `pickLocale(chosen, languages) === 'en'` (design-system i18n/locale.ts), as one ES5 function
 * expression: the page is in English exactly when it says so. A test keeps the two in step.
 */
export const ENGLISH_START = `(function(c,p){if(c==='en')return true;if(c==='hi'||c==='pseudo')return false;for(var i=0;i<p.length;i++){var g=String(p[i]).toLowerCase().split(/[-_]/)[0];if(g==='hi')return false;if(g==='en')return true;}return true;})`;

/**
 * The inline script placed right after #root (the server gives it the page's nonce). It keeps the prerendered page
 * only when the app's first render of this landing would draw exactly it: path `/`, no session, no session-ended
 * notice, no remembered user name, Remember Me on (the defaults) and the app starting in English (ADR 0142).
 * Otherwise it empties #root, and main.tsx renders as before. While kept, a submit before hydration is held by {@link prerenderSubmitHoldScript}; the build puts the sign-in route's chunk preloads at the `keep` mark.
 *
 * The build also moves the app's entry script and its preloads here (the `start` mark): index.html holds no script
 * to fetch and its style sheet inline. Where the page is kept, they are added, with the route's preloads, after the
 * first frame has painted (a timer after the frame's callback; at once in a hidden tab, which paints nothing), so
 * the first paint waits for no script, not even one a fast network or a cache has already delivered. Elsewhere they
 * are added at once, as the page has nothing to paint yet.
 */
export function prerenderGuardScript(): string {
  const keys = JSON.stringify({
    token: SESSION_KEYS.token,
    remember: LOCAL_KEYS.remember,
    userName: LOCAL_KEYS.userName,
    locale: LOCAL_KEYS.locale,
    ended: SESSION_ENDED_PARAM,
  });
  return `(function(){var r=document.getElementById('root'),k=${keys},a='${PRERENDERED_ATTR}',keep=false;
try{keep=location.pathname==='/'&&!new URLSearchParams(location.search).has(k.ended)&&!sessionStorage.getItem(k.token)&&localStorage.getItem(k.remember)!=='false'&&!localStorage.getItem(k.userName)&&${ENGLISH_START}(localStorage.getItem(k.locale),navigator.languages||[navigator.language||'']);}catch(e){}
function start(){/*start*/}
if(!keep){r.replaceChildren();r.removeAttribute(a);start();return;}
function go(){/*keep*/start();}
if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0);});})();`;
}

/**
 * The inline script placed right BEFORE #root: from then on a submit inside a kept prerendered #root is held (no
 * native GET to `/` with the password in the address) and remembered for main.tsx. It is registered before the form
 * exists, so a form filled and submitted while the rest of the page is still arriving (a slow network delivers the
 * HTML in pieces, and the guard after #root runs only once it has arrived) is held too.
 */
export function prerenderSubmitHoldScript(): string {
  return `document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('${PRERENDERED_ATTR}')&&r.contains(e.target)){e.preventDefault();r.setAttribute('${PENDING_SUBMIT_ATTR}','');}},true);`;
}

/** True when #root holds the prerendered page (the guard kept it). */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTR);
}

/**
 * After hydration: what the visitor did on the prerendered form before the app took over is handed to it as if
 * done now. A typed value (the input's value differs from its rendered one) is set again with an input event, so
 * the app's state hears it; a toggled checkbox or a chosen radio is clicked back to where the visitor left it; a held submit is
 * submitted once the app has rendered those values.
 */
export function replayEarlyInput(container: HTMLElement): void {
  const pendingSubmit = container.hasAttribute(PENDING_SUBMIT_ATTR);
  container.removeAttribute(PRERENDERED_ATTR);
  container.removeAttribute(PENDING_SUBMIT_ATTR);
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const inputs = [...container.querySelectorAll('input')];
  // A radio the visitor chose (the language switch): every radio back to its rendered state first, then a click on
  // the chosen one. One at a time would not do: putting the rendered choice back unchecks the visitor's in its group.
  const chosenRadios = inputs.filter(
    (input) => input.type === 'radio' && input.checked && !input.defaultChecked,
  );
  for (const input of inputs) if (input.type === 'radio') input.checked = input.defaultChecked;
  for (const radio of chosenRadios) radio.click();
  for (const input of inputs) {
    if (input.type === 'radio') continue;
    if (input.type === 'checkbox') {
      if (input.checked === input.defaultChecked) continue;
      input.checked = input.defaultChecked;
      input.click();
      continue;
    }
    if (input.value === input.defaultValue || !nativeValue?.set) continue;
    const typed = input.value;
    // Through the element first (React's own record of the value), then the platform's setter: the app sees a change.
    input.value = input.defaultValue;
    nativeValue.set.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const form = container.querySelector('form');
  if (pendingSubmit && form) setTimeout(() => form.requestSubmit(), 0);
}
