// Leaving the single-page app: the admin console is a separate app, and logout must drop all
// in-memory state, so both take a full page load instead of a router navigation.
export function loadPage(path: string): void {
  window.location.assign(path);
}
