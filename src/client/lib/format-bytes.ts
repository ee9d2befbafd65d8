const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A size as people read it: "12 KB", "3.4 MB", "10.5 GB" (binary units, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KB))} KB`;
}
