/** Longest side of a queued photo, and its JPEG quality: small enough to store and send on a weak signal. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

/** The size a w×h image is drawn at so its longest side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Formats kept as they are when downscaled (a screenshot or a diagram); other photos become JPEG. */
const KEPT_FORMATS: ReadonlySet<string> = new Set(['image/png', 'image/webp']);

/**
 * Downscales a camera photo before it is queued (a phone photo is often 4–12 MB): at most 1600 px
 * on its longest side, orientation applied, re-encoded as JPEG 0.8 (PNG and WebP keep their format,
 * so photo.png stays photo.png). A file that is not an image the browser can decode is kept as it
 * is (a PDF, for example).
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    bitmap.close();
    return file;
  }
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const encoded = KEPT_FORMATS.has(file.type)
    ? await canvas.convertToBlob({ type: file.type })
    : await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  // A small image already compressed better keeps its bytes.
  return encoded.size < file.size ? encoded : file;
}

/** The prepared file's name: the original's, with `.jpg` only when the photo was turned into a JPEG. */
export function preparedFileName(original: File, prepared: Blob): string {
  return prepared === original || prepared.type === original.type ? original.name : original.name.replace(/\.[^.]*$/, '') + '.jpg';
}
