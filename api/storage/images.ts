import type { Metadata, Sharp } from 'sharp';
import { sharpImages } from '../core/rare-libraries.ts';
import { createHash } from 'node:crypto';
import type { UploadStore } from './upload-store.ts';
import { uploadUrl } from './upload-store.ts';
import { IMAGE_WIDTHS } from '../schemas/images.ts';
import { MAX_IMAGE_PIXELS, uploadMessages } from '../schemas/admin-uploads.ts';

export class InvalidImageError extends Error {}

/**
 * Decodes the upload with sharp (anything that does not decode is refused, SVG
 * too), limits its pixels, drops EXIF by re-encoding, and stores WebP copies
 * under a content-hashed name. Returns the URL of the 800-wide copy;
 * `imageSrcSet` derives the others. Keys this call wrote are pushed to `written`
 * so a failed save can remove them again.
 */
export async function storeImage(store: UploadStore, input: Buffer, written?: string[]): Promise<string> {
  const sharp = await sharpImages();
  let image: Sharp;
  let meta: Metadata;
  try {
    image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    meta = await image.metadata();
  } catch {
    throw new InvalidImageError(uploadMessages.notAnImage);
  }
  if (!meta.format || meta.format === 'svg') throw new InvalidImageError(uploadMessages.imageType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS)
    throw new InvalidImageError(uploadMessages.tooManyPixels);
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 20);
  // Decode once into the largest width, then derive the smaller copies from it.
  let largest: Sharp;
  try {
    const { data, info } = await image
      .resize({ width: Math.max(...IMAGE_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    largest = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch {
    throw new InvalidImageError(uploadMessages.notAnImage);
  }
  for (const width of IMAGE_WIDTHS) {
    const key = `img/${hash}-${width}.webp`;
    if (await store.hasItem(key)) continue;
    const webp = await largest.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    await store.setItemRaw(key, webp);
    written?.push(key);
  }
  return uploadUrl(`img/${hash}-800.webp`);
}
