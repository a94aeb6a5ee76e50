import { localStorageStore, type Store } from 'react-admin';

import { THEME_STORAGE_KEY } from '@fund/contracts';

/** The store key react-admin's useTheme() and <Admin lightTheme darkTheme> read and write. */
const RA_THEME_KEY = 'theme';

type ThemeMode = 'light' | 'dark';
const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

// Private browsing may deny localStorage; the preference then lasts for the page's life only.
const readMode = (): ThemeMode | undefined => {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const writeMode = (value: ThemeMode | undefined) => {
  try {
    if (value === undefined) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, value);
  } catch {
    // see readMode
  }
};

/**
 * react-admin's localStorageStore, except that the theme lives under the contracts key
 * (THEME_STORAGE_KEY) as the bare word 'light' or 'dark' instead of RaStore.theme holding JSON.
 * The theme is a preference of the device: logging out (which resets the store) keeps it.
 */
export const createAdminStore = (base: Store = localStorageStore('1', 'Admin')): Store => {
  const listeners = new Set<(value: unknown) => void>();
  let memoryMode: ThemeMode | undefined;

  const publish = (value: ThemeMode | undefined) => listeners.forEach((listener) => listener(value));

  // Another tab switched the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    publish(isThemeMode(event.newValue) ? event.newValue : undefined);
  };

  const setMode = (value: unknown) => {
    const mode = isThemeMode(value) ? value : undefined;
    memoryMode = mode;
    writeMode(mode);
    publish(mode);
  };

  return {
    ...base,
    setup: () => {
      base.setup();
      window.addEventListener('storage', onStorage);
    },
    teardown: () => {
      base.teardown();
      window.removeEventListener('storage', onStorage);
    },
    getItem: <T = unknown>(key: string, defaultValue?: T): T | undefined =>
      key === RA_THEME_KEY ? ((readMode() ?? memoryMode ?? defaultValue) as T | undefined) : base.getItem(key, defaultValue),
    setItem: <T = unknown>(key: string, value: T) => (key === RA_THEME_KEY ? setMode(value) : base.setItem(key, value)),
    removeItem: (key: string) => (key === RA_THEME_KEY ? setMode(undefined) : base.removeItem(key)),
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (key !== RA_THEME_KEY) return base.subscribe(key, callback);
      listeners.add(callback);
      return () => {
        listeners.delete(callback);
      };
    },
  };
};

export const adminStore = createAdminStore();
