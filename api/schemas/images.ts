// Shared by the API and the islands: which widths an uploaded image is stored in.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/** `srcset` for an image stored by the upload pipeline; other URLs get none. */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(\/uploads\/img\/[0-9a-f]+)-800\.webp$/.exec(url);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}
