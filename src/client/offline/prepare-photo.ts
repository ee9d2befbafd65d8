/** Longest side of a queued photo, and its JPEG quality: small enough to store and send on a weak signal. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

/** The size a w×h image is drawn at so its longest side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Downscales a camera photo before it is queued (a phone photo is often 4–12 MB): at most 1600 px
 * on its longest side, re-encoded as JPEG 0.8, orientation applied. A file that is not an image the
 * browser can decode is kept as it is (a PDF, for example).
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
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  // A small image already compressed better keeps its bytes.
  return jpeg.size < file.size ? jpeg : file;
}
