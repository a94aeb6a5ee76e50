import { statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// The built apps' files (issue 21 item 5). `npm run build` writes a brotli (.br) and a gzip (.gz) copy
// beside each text file (scripts/precompress.mjs); each request gets the copy its Accept-Encoding
// prefers (brotli over gzip over the file itself when the client likes them equally), with
// `Content-Encoding`, `Vary: Accept-Encoding` and the original file's Content-Type. Vite names every
// file under assets/ by a hash of its content, so those are cached for a year (`immutable`: a new
// build has new names); index.html, which names them, is revalidated on every visit.

/** Text formats that have precompressed copies; the same list as scripts/precompress.mjs. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** Files outside assets/ (favicon and the like) keep their names from one build to the next. */
export const CACHE_NAMED = 'public, max-age=3600';
/** The SPA's index.html: cached, but asked again (a cheap 304) on every visit, so a new build shows at once. */
export const CACHE_INDEX = 'no-cache';

/**
 * The path of a hashed asset: a file name with an extension directly under assets/ of either app.
 * Not /admin/assets/{id}/edit: the back office's Assets screens share the prefix and are pages.
 */
export const HASHED_ASSET = /^\/(?:admin\/)?assets\/[^/]+\.[A-Za-z0-9]+$/;

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** Accept-Encoding's weights (RFC 9110 §12.5.3): coding name -> q. */
function weights(header: string | undefined): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/** The encoding to send `file` in: the client's highest weight among the copies on disk, ties to br, then gzip, then none. */
function chooseEncoding(header: string | undefined, file: string): (typeof ENCODINGS)[number] | undefined {
  if (!header) return undefined; // a client that says nothing gets the file as it is
  const q = weights(header);
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  let best: (typeof ENCODINGS)[number] | undefined;
  let bestWeight = q.get('identity') ?? (q.get('*') === 0 ? 0 : 1);
  for (const encoding of ENCODINGS) {
    const weight = weightOf(encoding.name);
    if (weight > 0 && (best === undefined ? weight >= bestWeight : weight > bestWeight) && isFile(file + encoding.suffix)) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Sends a built file (in the encoding the request prefers) with the given Cache-Control; errors go to `next`. */
export function sendBuiltFile(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): void {
  const encoding = COMPRESSIBLE.test(file) ? chooseEncoding(req.headers['accept-encoding'], file) : undefined;
  if (COMPRESSIBLE.test(file)) res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.type(path.extname(file)); // the original's type, not the .br/.gz copy's
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
    if (!error) return;
    if (!res.headersSent) for (const name of ['Content-Encoding', 'Content-Type', 'Cache-Control']) res.removeHeader(name);
    next(error);
  });
}

/**
 * Serves the files of a built app from `root` (GET and HEAD): the path must name a file there, with no
 * dot-segment or dot-file, and not one of the precompressed copies (those go out only as an encoding).
 * Anything else goes on to `next` (the SPA's index.html).
 */
export function builtFiles(root: string): RequestHandler {
  const base = path.resolve(root) + path.sep;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const segments = relative.split(/[/\\]/);
    if (relative.includes('\0') || segments.some((s) => s.startsWith('.')) || /\.(?:br|gz)$/.test(relative)) return next();
    const file = path.join(base, ...segments);
    if (!file.startsWith(base) || !isFile(file)) return next();
    // index.html asked for by its name is the page itself: revalidated like the SPA fallback, never kept an hour
    // (a stale one would name hashed chunks a deploy removed).
    const cache = req.path.startsWith('/assets/') ? CACHE_HASHED : path.basename(file) === 'index.html' ? CACHE_INDEX : CACHE_NAMED;
    sendBuiltFile(req, res, next, file, cache);
  };
}
