/** Saves a Blob as a file: a temporary object URL behind a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; keep the URL a moment longer for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
