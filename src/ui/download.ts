/**
 * Hands a file to the browser's download manager under its name (no server round trip). The
 * one place the app creates object URLs for downloads.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give the browser a moment before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** CSV text as a UTF-8 file. */
export function saveCsv(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A scenario (or other) name as a file-name part: letters, digits and dashes, else `fallback`. */
export function fileSafe(text: string, fallback = ''): string {
  return text.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || fallback;
}
