import type { Metadata, Sharp } from 'sharp';
import { sharpImages } from '../core/rare-libraries.ts';
import { createHash } from 'node:crypto';
import type { UploadStore } from './upload-store.ts';
import { uploadUrl } from './upload-store.ts';
import { IMAGE_WIDTHS } from '../schemas/images.ts';
import { MAX_IMAGE_PIXELS, uploadMessages } from '../schemas/admin-uploads.ts';

export class InvalidImageError extends Error {}

/** sharp's WebP effort (0–6) for uploads: its default, balanced for photographs. */
const UPLOAD_WEBP_EFFORT = 4;

export interface StoreImageOptions {
  /** Receives the keys this call wrote. */
  written?: string[];
  /** WebP compression effort, 0–6 (default 4). */
  effort?: number;
}

/**
 * Decodes the upload with sharp (anything that does not decode is refused, SVG
 * too), limits its pixels, drops EXIF by re-encoding, and stores WebP copies
 * under a content-hashed name. Returns the URL of the 800-wide copy;
 * `imageSrcSet` derives the others. Keys this call wrote are pushed to `written`
 * so a failed save can remove them again.
 */
export async function storeImage(
  store: UploadStore,
  input: Buffer,
  { written, effort = UPLOAD_WEBP_EFFORT }: StoreImageOptions = {},
): Promise<string> {
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
  let largestWidth: number;
  try {
    const { data, info } = await image
      .resize({ width: Math.max(...IMAGE_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    largest = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    largestWidth = info.width;
  } catch {
    throw new InvalidImageError(uploadMessages.notAnImage);
  }
  // A picture narrower than a copy's width is not enlarged: copies that come out the same width
  // are the same bytes, encoded once (an 800-wide picture's 1200 copy is its 800 one).
  const encoded = new Map<number, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    const key = `img/${hash}-${width}.webp`;
    if (await store.hasItem(key)) continue;
    const outWidth = Math.min(width, largestWidth);
    let webp = encoded.get(outWidth);
    if (!webp) {
      webp = await largest.clone().resize({ width: outWidth }).webp({ quality: 80, effort }).toBuffer();
      encoded.set(outWidth, webp);
    }
    await store.setItemRaw(key, webp);
    written?.push(key);
  }
  return uploadUrl(`img/${hash}-800.webp`);
}
