// Document downloads (spec/000 §7): the file is fetched with the session cookie and saved under its
// name; if that fails the document is opened in a new tab instead, where the browser can show it or
// say why it cannot.

export type DownloadOutcome = 'downloaded' | 'opened';

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads `url` as `fileName`; on any failure opens it in a new tab and answers 'opened'. */
export async function downloadFile(url: string, fileName: string): Promise<DownloadOutcome> {
  try {
    // A binary body, not JSON: the API client's text parsing does not apply here.
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    saveBlob(await response.blob(), fileName);
    return 'downloaded';
  } catch {
    window.open(url, '_blank', 'noopener');
    return 'opened';
  }
}

/** A file name for a document: its own name, or the title with the extension its type names. */
export function documentFileName(name: string | null | undefined, fallback: string, type?: string | null): string {
  if (name?.trim()) return name.trim();
  const base = fallback.trim().replace(/[\\/:*?"<>|]+/g, '-') || 'document';
  return type ? `${base}.${type.toLowerCase()}` : base;
}
