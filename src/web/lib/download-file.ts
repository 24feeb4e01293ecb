/** Saves text as a file from the browser: nothing is sent anywhere. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
