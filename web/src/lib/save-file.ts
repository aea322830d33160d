// saveFile hands a downloaded file to the browser under a name, through a
// link to an object URL (a response read by fetch cannot be saved
// otherwise).
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click's navigation has taken the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
