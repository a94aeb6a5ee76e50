// "Check your copy" on /verify (issue 23): a file's SHA-256, computed in the browser so the file never
// leaves the device.

/** Web Crypto's digest exists only in a secure context (https, or localhost). */
export function canHashFiles(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/** The SHA-256 of `file` as lower-case hex, the form the API records. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
