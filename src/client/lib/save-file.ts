/** docs/product/messages.md: what a download says once its file is saved (a function, to translate whole). */
export const DOWNLOAD_MESSAGES = {
  saved: (fileName: string) => `Downloaded ${fileName}.`,
} as const;

/** Saves a file the page made or downloaded: a link to the bytes, clicked, then let go. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Saves CSV text built on the page (with a byte-order mark, so spreadsheets read it as UTF-8). */
export const saveCsv = (csv: string, fileName: string): void => saveFile(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName);
