/**
 * Calls `onPath` with the page's path now and after each change of it. The router moves through
 * the History API (pushState/replaceState, popstate), so watching that sees every route change
 * without the analytics feature importing the router. Query and hash changes are not page views.
 */
export function watchPagePath(onPath: (path: string) => void): () => void {
  let last = window.location.pathname;
  let active = true;
  const check = () => {
    if (!active || window.location.pathname === last) return;
    last = window.location.pathname;
    onPath(last);
  };
  const { history } = window;
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  const push: History['pushState'] = function (this: History, ...args) {
    originalPush.apply(this, args);
    check();
  };
  const replace: History['replaceState'] = function (this: History, ...args) {
    originalReplace.apply(this, args);
    check();
  };
  history.pushState = push;
  history.replaceState = replace;
  window.addEventListener('popstate', check);
  onPath(last);
  return () => {
    active = false;
    window.removeEventListener('popstate', check);
    // Put the originals back unless someone wrapped ours since; then ours stays, inert.
    if (history.pushState === push) history.pushState = originalPush;
    if (history.replaceState === replace) history.replaceState = originalReplace;
  };
}
