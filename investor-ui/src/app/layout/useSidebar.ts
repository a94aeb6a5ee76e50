import { useCallback, useEffect, useState } from 'react';

import { SIDEBAR_COOKIE_DAYS, SIDEBAR_COOKIE_NAME } from '@fund/contracts';

import { readCookie, writeCookie } from '../../lib/cookies';

/** Expanded unless the cookie says 'false' (spec/000 §2: remembered for 7 days). */
export function readSidebarOpen(): boolean {
  return readCookie(SIDEBAR_COOKIE_NAME) !== 'false';
}

/** Ctrl+B, or Cmd+B on a Mac. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * The portal sidebar's state: expanded/collapsed on wide screens (kept in the sidebar_state cookie),
 * a drawer that opens and closes on phones. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar(isMobile: boolean) {
  const [open, setOpenState] = useState(readSidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeCookie(SIDEBAR_COOKIE_NAME, String(value), SIDEBAR_COOKIE_DAYS);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The drawer exists only in the phone layout; widening the window hides it.
  return { open, setOpen, mobileOpen: isMobile && mobileOpen, setMobileOpen, toggle };
}
