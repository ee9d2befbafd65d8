import { z } from 'zod';

const labelId = z.guid();

/**
 * The label id in what a scanner decoded: a label's address (`https://<host>/qr/<id>`, any host,
 * since each brand prints its own; a trailing slash, query or fragment is ignored) or a bare id.
 * Anything else (another QR code, a product barcode) is null.
 */
export function qrLabelIdFrom(decoded: string): string | null {
  const text = decoded.trim();
  if (labelId.safeParse(text).success) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = /^\/qr\/([^/]+)\/?$/.exec(url.pathname);
  const id = match?.[1] ? decodeURIComponent(match[1]) : '';
  return labelId.safeParse(id).success ? id.toLowerCase() : null;
}
