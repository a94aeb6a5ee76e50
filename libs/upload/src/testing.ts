import { vi } from 'vitest';

// Test helpers for the upload helper's users (issue 22 item 3): the one fake of the browser's PUT.

/** What one PUT does: progress steps (bytes sent), then an answer or a network failure. */
export interface XhrScript {
  progress?: number[];
  status?: number;
  body?: unknown;
  networkError?: true;
}

/**
 * A stand-in for XMLHttpRequest (install it with vi.stubGlobal('XMLHttpRequest', FakeXhr)) that plays
 * one script per request, in order; a request without a script waits in `pending`. Progress steps
 * advance vitest's fake timers by 200 ms each, so a script with progress needs vi.useFakeTimers().
 */
export class FakeXhr {
  static scripts: XhrScript[] = [];
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown; at: number }[] = [];
  static pending: FakeXhr[] = [];

  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body, at: Date.now() });
    const script = FakeXhr.scripts.shift();
    if (!script) {
      FakeXhr.pending.push(this);
      return;
    }
    queueMicrotask(() => this.play(script));
  }

  abort() {
    this.onabort?.();
  }

  private play(script: XhrScript) {
    for (const loaded of script.progress ?? []) {
      this.upload.onprogress?.({ loaded });
      vi.advanceTimersByTime(200);
    }
    if (script.networkError) return this.onerror?.();
    this.status = script.status ?? 200;
    this.responseText = script.body === undefined ? '' : JSON.stringify(script.body);
    this.onload?.();
  }

  /** Forgets every script, request and pending request. */
  static reset() {
    FakeXhr.scripts = [];
    FakeXhr.sent = [];
    FakeXhr.pending = [];
  }
}
