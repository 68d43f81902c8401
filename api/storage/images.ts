import sharp, { type Metadata, type Sharp } from 'sharp';
import { createHash } from 'node:crypto';
import type { UploadStore } from './upload-store.ts';
import { uploadUrl } from './upload-store.ts';
import { IMAGE_WIDTHS } from '../schemas/images.ts';

const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImageError extends Error {}

/**
 * Decodes the upload with sharp (anything that does not decode is refused), drops
 * EXIF by re-encoding, and stores WebP copies under a content-hashed name.
 * Returns the URL of the 800-wide copy; `imageSrcSet` derives the others.
 */
export async function storeImage(store: UploadStore, input: Buffer): Promise<string> {
  let image: Sharp;
  let meta: Metadata;
  try {
    image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    meta = await image.metadata();
  } catch {
    throw new InvalidImageError('Dosya bir görsel olarak okunamadı');
  }
  if (!meta.format || meta.format === 'svg') throw new InvalidImageError('Yalnızca JPEG, PNG veya WebP görseller kabul edilir');
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 20);
  for (const width of IMAGE_WIDTHS) {
    const key = `img/${hash}-${width}.webp`;
    if (await store.hasItem(key)) continue;
    const webp = await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    await store.setItemRaw(key, webp);
  }
  return uploadUrl(`img/${hash}-800.webp`);
}
