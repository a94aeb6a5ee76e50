import { MESSAGES, UPLOAD_POLICIES, type StoredUploadAnswer, type UploadKind } from '@fund/contracts';

// The one upload path of both apps (spec/001 §9): ask the API for a signed upload URL, send the
// file with a single PUT, report progress at most every 500 ms, and retry a failed send after 0, 1,
// 3 and 5 seconds. Size and type are refused before anything is sent, in the spec's words.

/** Waits before each retry of a failed PUT: 4 retries, 5 attempts in all (spec/001 §9). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;
/** Progress events are throttled to one per this many milliseconds (spec/001 §9); the last one always comes. */
export const PROGRESS_INTERVAL_MS = 500;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

export interface UploadOptions {
  kind: UploadKind;
  file: File;
  /** The caller's call for a signed upload URL: each kind has its own route and body. */
  requestUploadUrl: (file: File) => Promise<string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** What the PUT answered, plus the upload URL (save-document and set-acl take it). */
export interface UploadedFile extends StoredUploadAnswer {
  uploadURL: string;
}

/** A refusal before sending (`status` undefined), a refusal by the server, or a send that kept failing. */
export class UploadError extends Error {
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Why the policy of `kind` refuses this file ('File too large: x', 'Invalid file type: x'), or null.
 * Types are judged by extension ('image/*' by the browser's MIME type); the server reads the bytes.
 */
export function refusalOf(kind: UploadKind, file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const policy = UPLOAD_POLICIES[kind];
  const typeAllowed = policy.extensions.some((allowed) =>
    allowed.endsWith('/*') ? file.type.startsWith(allowed.slice(0, -1)) : allowed === extensionOf(file.name),
  );
  if (!typeAllowed) return MESSAGES.invalidFileType(file.name);
  if (file.size > policy.maxBytes) return MESSAGES.fileTooLarge(file.name);
  return null;
}

/**
 * Network failures, timeouts, rate limits and server errors are worth another try; other refusals are
 * not, nor a 507 (the server has no room for uploads: seconds do not change that).
 */
const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || (status >= 500 && status !== 507);

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

const serverMessage = (xhr: XMLHttpRequest) => {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : MESSAGES.uploadFailed;
  } catch {
    return MESSAGES.uploadFailed;
  }
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

type Attempt = { ok: true; answer: StoredUploadAnswer } | { ok: false; status: number; message: string };

function put(url: string, file: File, report: (loaded: number) => void, signal?: AbortSignal): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = (attempt: Attempt) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(attempt);
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => report(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          done({ ok: true, answer: JSON.parse(xhr.responseText) as StoredUploadAnswer });
        } catch {
          done({ ok: false, status: 0, message: MESSAGES.uploadFailed });
        }
      } else {
        done({ ok: false, status: xhr.status, message: serverMessage(xhr) });
      }
    };
    xhr.onerror = () => done({ ok: false, status: 0, message: MESSAGES.uploadFailed });
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the browser PUTs an upload URL. The server signs it on APP_ORIGIN; with APP_ORIGIN unset it
 * accepts every loopback name of its own port (localhost, 127.0.0.1, [::1]), and a page opened at
 * another of them than the URL's must PUT to its own origin (CSP connect-src 'self'; no CORS). The
 * server reads only the URL's path and query. Any other URL is used as signed.
 */
function uploadTarget(uploadURL: string): string {
  const page = (globalThis as { location?: { origin: string } }).location?.origin;
  if (!page) return uploadURL;
  try {
    const target = new URL(uploadURL, page);
    const own = new URL(page);
    const sameServer =
      target.protocol === own.protocol && target.port === own.port && LOOPBACK.has(target.hostname) && LOOPBACK.has(own.hostname);
    return sameServer && target.origin !== own.origin ? `${own.origin}${target.pathname}${target.search}` : uploadURL;
  } catch {
    return uploadURL;
  }
}

/**
 * Uploads one file of the given kind. Rejects with an UploadError carrying the spec's words for a
 * refused size or type (before any call), the server's message for a refusal, or once the retries
 * are spent its last message ('Upload failed' when it gave none); with an AbortError when `signal` aborts.
 */
export async function uploadFile({ kind, file, requestUploadUrl, onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const refusal = refusalOf(kind, file);
  if (refusal) throw new UploadError(refusal);
  if (signal?.aborted) throw abortError();

  const uploadURL = await requestUploadUrl(file);
  const total = file.size;
  let reportedAt = -Infinity;
  const report = (loaded: number, force = false) => {
    const now = Date.now();
    if (!onProgress || (!force && now - reportedAt < PROGRESS_INTERVAL_MS)) return;
    reportedAt = now;
    onProgress({ loaded, total, percent: total === 0 ? 100 : Math.floor((loaded / total) * 100) });
  };

  for (let attempt = 0; ; attempt += 1) {
    const result = await put(uploadTarget(uploadURL), file, (loaded) => report(loaded), signal);
    if (result.ok) {
      report(total, true);
      return { uploadURL, ...result.answer };
    }
    if (!isRetryable(result.status)) throw new UploadError(result.message, result.status);
    // The server's last words when it answered (a quota's 429 says what to do), else 'Upload failed'.
    if (attempt >= RETRY_DELAYS_MS.length) throw new UploadError(result.message, result.status || undefined);
    await wait(RETRY_DELAYS_MS[attempt], signal);
  }
}
