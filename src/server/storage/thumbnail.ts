import sharp from 'sharp';
import { mediaTypeOf } from '../../domain/files/files-api';
import type { ObjectBody } from './object-storage';

/** Longest side of a thumbnail, and its JPEG quality: a card's preview, a few kilobytes. */
const THUMBNAIL_MAX_SIDE = 320;
const THUMBNAIL_JPEG_QUALITY = 60;

/**
 * A small JPEG of an uploaded image, as a data URL, kept with the file's record
 * (docs/adr/0010-offline-set.md, Thumbnails): lists carry it, so a card shows the photo without a
 * signed address or a download, and a request's photos show offline from the read the offline set
 * keeps. The whole photo, orientation applied, never enlarged. Null for other files and for an
 * image that does not decode (the upload itself is not refused for it).
 */
export async function makeThumbnail(content: ObjectBody, contentType: string): Promise<string | null> {
  // The image types an upload may have (ALLOWED_UPLOAD_TYPES); a HEIC photo the prebuilt decoder cannot read gets none.
  if (!mediaTypeOf(contentType).startsWith('image/')) return null;
  try {
    const jpeg = await sharp(Buffer.isBuffer(content) ? content : content.path, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}
