import Bowser from 'bowser';

/** A user agent as people read it: the browser with its major version, and the operating system. */
export interface ReadUserAgent {
  browser: string | null;
  os: string | null;
}

const NOTHING: ReadUserAgent = { browser: null, os: null };
/** The same few user agents come back on every page of the log: each is parsed once (bounded). */
const cache = new Map<string, ReadUserAgent>();
const CACHE_MAX = 500;

/**
 * 'Chrome 131' and 'Windows 10', 'Safari 17' and 'iOS 17.1', 'Firefox 133' and 'Linux' (bowser,
 * MIT); null for what a user agent does not name (curl, a blank header, none).
 */
export function readUserAgent(userAgent: string | null | undefined): ReadUserAgent {
  if (!userAgent?.trim()) return NOTHING;
  const known = cache.get(userAgent);
  if (known) return known;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  // Windows names its releases by versionName ('10'); the others by version ('17.1', '14').
  const osVersion = os.name === 'Windows' ? os.versionName : os.version;
  const read: ReadUserAgent = {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : null,
  };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(userAgent, read);
  return read;
}
