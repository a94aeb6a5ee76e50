import { vi } from 'vitest';

/** Records full-page navigations (window.location.assign) instead of leaving the test page. */
export const stubNavigation = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
