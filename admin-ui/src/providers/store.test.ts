import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { THEME_STORAGE_KEY } from '@fund/contracts';

import { createAdminStore } from './store';

describe('admin store', () => {
  it("keeps react-admin's theme as a bare word under the contracts key", () => {
    const store = createAdminStore(memoryStore());

    store.setItem('theme', 'dark');

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(store.getItem('theme')).toBe('dark');
  });

  it('falls back to the default for a value that is not light or dark', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '"dark"');

    expect(createAdminStore(memoryStore()).getItem('theme', 'light')).toBe('light');
  });

  it('keeps the theme when react-admin resets the store at logout', () => {
    const store = createAdminStore(memoryStore({ 'sidebar.open': false }));
    store.setItem('theme', 'dark');

    store.reset();

    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('sidebar.open', true)).toBe(true);
  });

  it('tells subscribers when another tab switches the theme', () => {
    const store = createAdminStore(memoryStore());
    const listener = vi.fn();
    store.setup();
    store.subscribe('theme', listener);

    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    store.teardown();

    expect(listener).toHaveBeenCalledWith('dark');
  });
});
