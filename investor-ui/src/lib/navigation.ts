// Leaving the single-page app: the admin console is a separate app, and logout must drop all
// in-memory state, so both take a full page load instead of a router navigation.
export function loadPage(path: string): void {
  window.location.assign(path);
}

/**
 * `path` when it is a path of the investor portal on this origin (/investor, /investor/...,
 * /investor?...), else undefined: a login's `next` and a notice's link never lead elsewhere.
 */
export function portalPath(path: string | null | undefined): string | undefined {
  if (!path || !/^\/investor(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path)) return undefined;
  try {
    const url = new URL(path, window.location.origin);
    if (url.origin !== window.location.origin || !/^\/investor(?:\/|$)/.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
