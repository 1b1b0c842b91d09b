// Messages from a content frame to the app. The target origin is the one the server wrote into the page
// (an allowed app origin, never the wildcard); outside a frame nothing is posted.

/** The app origin this page posts to, from <meta name="quest-app-origin">. */
export function appOrigin() {
  const meta = document.querySelector('meta[name="quest-app-origin"]');
  const value = meta ? meta.getAttribute('content') : '';
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/** Posts one message to the parent app; returns whether it was sent. */
export function post(message) {
  const origin = appOrigin();
  if (!origin || window.parent === window) return false;
  window.parent.postMessage(message, origin);
  return true;
}

/** Shows a short status line for people (and tests) when there is no parent to receive a message. */
export function announce(element, text) {
  if (element) element.textContent = text;
}
