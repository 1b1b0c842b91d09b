/**
 * True when `element`'s box lies inside the visual viewport: what a phone's screen shows without scrolling or
 * zooming the page. Stories of dialogs and overlays on a phone check their actions with it (issue 21).
 */
export function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const screen = window.visualViewport;
  const width = screen?.width ?? window.innerWidth;
  const height = screen?.height ?? window.innerHeight;
  return box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
}
