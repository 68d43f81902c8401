import { useState } from 'react';
import { imageSrcSet } from '#api/schemas/images.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

interface Props {
  images: string[];
  alt: string;
  /** The `sizes` of the rendered image, so the browser picks the right width. */
  sizes: string;
  lazy?: boolean;
  /** Hides arrows and dots below 640 px, where the picture is a small thumbnail of a list row. */
  thumbnailOnPhone?: boolean;
  /** The image shown first. */
  firstIndex?: number;
}

/** Images with previous/next arrows and dots; the index cycles through the images. */
export function ImageCarousel({ images, alt, sizes, lazy = true, thumbnailOnPhone = false, firstIndex = 0 }: Props) {
  const [index, setIndex] = useState(firstIndex);
  const count = images.length;
  const src = images[index % Math.max(count, 1)];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white';

  return (
    <div className="relative aspect-square overflow-hidden bg-slate-100">
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={count > 1 ? `${alt} (${index + 1}/${count})` : alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          width={800}
          height={800}
          className="h-full w-full object-contain"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-slate-400" role="img" aria-label="Görsel yok">
          <LineIcon className="h-12 w-12" strokeWidth="1.5">
            <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
          </LineIcon>
        </div>
      )}
      {count > 1 && (
        <div className={thumbnailOnPhone ? 'hidden sm:contents' : 'contents'}>
          <button
            type="button"
            aria-label="Önceki görsel"
            data-image-step="-1"
            onClick={() => step(-1)}
            className={`${arrow} left-2`}
          >
            <LineIcon className="h-4 w-4">
              <path d="m15 18-6-6 6-6" />
            </LineIcon>
          </button>
          <button
            type="button"
            aria-label="Sonraki görsel"
            data-image-step="1"
            onClick={() => step(1)}
            className={`${arrow} right-2`}
          >
            <LineIcon className="h-4 w-4">
              <path d="m9 18 6-6-6-6" />
            </LineIcon>
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Görsel ${i + 1}`}
                data-image-index={i}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`h-2 w-2 rounded-full ${i === index ? 'bg-brand-600' : 'bg-slate-300'}`}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
