/** Hands text to the browser as a file download (the page never writes files itself). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Revoked a moment later: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
