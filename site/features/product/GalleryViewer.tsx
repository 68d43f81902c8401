import { useEffect, useRef, useState } from 'react';
import { imageSrcSet } from '#api/schemas/images.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

/**
 * The product page's pictures full screen (issue 46). The page's own images stay the server's
 * HTML (the largest paint); each is a button carrying `data-gallery-open` with its index, and
 * this island, rendering nothing until then, opens a native modal <dialog> at that picture:
 * showModal() keeps the focus inside and Escape closes it. A swipe is the strip's own horizontal
 * scroll snapping picture by picture, arrows and the keyboard move it too, and 'Yakınlaştır'
 * doubles the picture for panning (a double tap as well).
 */
export default function GalleryViewer({ images, name }: { images: string[]; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const open = index !== null;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-gallery-open]');
      if (!button) return;
      opener.current = button;
      setZoomed(false);
      setIndex(Number(button.dataset.galleryOpen) || 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Open: the modal, then the strip at the chosen picture without an animation.
  useEffect(() => {
    const d = dialog.current;
    if (!d || !open) return;
    if (!d.open) {
      d.showModal();
      document.body.style.overflow = 'hidden';
      strip.current?.scrollTo({ left: index * strip.current.clientWidth, behavior: 'instant' });
    }
    // Only on opening: later moves scroll the strip themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    dialog.current?.close();
    document.body.style.overflow = '';
    setIndex(null);
    opener.current?.focus();
  };

  const go = (to: number) => {
    const target = Math.max(0, Math.min(images.length - 1, to));
    setZoomed(false);
    strip.current?.scrollTo({ left: target * strip.current.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  // A swipe moves the strip; the picture most in view is the current one.
  const onScroll = () => {
    const s = strip.current;
    if (!s || !s.clientWidth) return;
    const seen = Math.round(s.scrollLeft / s.clientWidth);
    if (seen !== index) {
      setIndex(seen);
      setZoomed(false);
    }
  };

  const control =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/15 px-3 text-white hover:bg-white/25 disabled:opacity-40';

  return (
    <dialog
      ref={dialog}
      aria-label={`${name} görselleri`}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go((index ?? 0) + 1);
        if (e.key === 'ArrowLeft') go((index ?? 0) - 1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-2">
            <p className="px-2 text-sm" aria-live="polite" data-testid="gallery-position">
              {index + 1} / {images.length}
            </p>
            <div className="flex items-center gap-2">
              <button type="button" className={control} aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
                Yakınlaştır
              </button>
              <button type="button" className={control} onClick={close} aria-label="Kapat">
                <LineIcon className="h-5 w-5">
                  <path d="M6 6l12 12M18 6L6 18" />
                </LineIcon>
              </button>
            </div>
          </div>
          <div
            ref={strip}
            onScroll={onScroll}
            data-testid="gallery-strip"
            className={`flex min-h-0 flex-1 snap-x snap-mandatory ${zoomed ? 'overflow-hidden' : 'overflow-x-auto'}`}
          >
            {images.map((src, i) => (
              <div
                key={src}
                className={`h-full w-full shrink-0 snap-center ${zoomed && i === index ? 'overflow-auto' : 'overflow-hidden'}`}
              >
                <img
                  src={src}
                  srcSet={imageSrcSet(src)}
                  sizes="100vw"
                  alt={`${name} (görsel ${i + 1})`}
                  onDoubleClick={() => setZoomed((z) => !z)}
                  data-testid="gallery-image"
                  className={`mx-auto object-contain ${
                    zoomed && i === index ? 'h-[200%] w-[200%] max-w-none' : 'h-full w-full'
                  }`}
                />
              </div>
            ))}
          </div>
          {images.length > 1 && (
            <div className="flex justify-center gap-4 p-3">
              <button
                type="button"
                className={control}
                onClick={() => go(index - 1)}
                disabled={index === 0}
                aria-label="Önceki görsel"
              >
                ‹
              </button>
              <button
                type="button"
                className={control}
                onClick={() => go(index + 1)}
                disabled={index === images.length - 1}
                aria-label="Sonraki görsel"
              >
                ›
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
