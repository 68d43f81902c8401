import { useEffect, useState } from 'react';
import type { Pagination as PaginationInfo } from '#api/schemas/pagination.ts';
import { goToPage } from './market-store';
import { pageWindow } from './pagination';

const SMALL_SCREEN = '(max-width: 639px)';

function useSmallScreen(): boolean {
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(SMALL_SCREEN);
    const update = () => setSmall(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return small;
}

/** First, previous, numbered pages with ellipses, next, last, and 'Sayfa X / Y (N ürün)'. */
export function Pagination({ info }: { info: PaginationInfo }) {
  const small = useSmallScreen();
  const { page, totalPages, totalCount } = info;
  const button = 'min-h-11 min-w-11 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm disabled:opacity-40';
  const nav = (label: string, text: string, target: number, disabled: boolean) => (
    <button type="button" aria-label={label} disabled={disabled} onClick={() => goToPage(target)} className={button}>
      {text}
    </button>
  );
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex flex-col items-center gap-3">
      <div className="flex flex-wrap items-center justify-center gap-1">
        {nav('İlk sayfa', '«', 1, page <= 1)}
        {nav('Önceki sayfa', '‹', page - 1, page <= 1)}
        {pageWindow(page, totalPages, small ? 1 : 2).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="px-1 text-slate-500">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-label={`Sayfa ${p}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => goToPage(p)}
              className={`${button} ${p === page ? 'bg-brand-600 border-brand-600 text-white' : 'bg-white'}`}
            >
              {p}
            </button>
          ),
        )}
        {nav('Sonraki sayfa', '›', page + 1, page >= totalPages)}
        {nav('Son sayfa', '»', totalPages, page >= totalPages)}
      </div>
      <p className="text-sm text-slate-600">
        Sayfa {page} / {totalPages} ({totalCount} ürün)
      </p>
    </nav>
  );
}
