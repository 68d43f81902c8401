import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '#api/schemas/images.ts';

/**
 * A card's or a tile's picture below the fold: the widths the browser picks from for `sizes`,
 * loaded lazily and decoded off the main thread, its box declared so the page does not shift.
 */
export function lazyPictureProps(
  src: string,
  sizes: string,
  width: number,
  height: number,
): ImgHTMLAttributes<HTMLImageElement> {
  return { src, srcSet: imageSrcSet(src), sizes, alt: '', loading: 'lazy', decoding: 'async', width, height };
}
