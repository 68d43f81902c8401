import type { Pagination } from '#api/schemas/pagination.ts';
import { btn } from '#site/components/ui/buttons.tsx';

/** Page numbers around the current page, with the first and last always reachable. */
export function pageNumbers(page: number, total: number): (number | null)[] {
  const pages = new Set([1, total, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** `from` names what is counted, in the ablative ('üründen', 'müşteriden'). */
export function Pager({
  pagination: p,
  onPage,
  from = 'üründen',
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  from?: string;
}) {
  const first = (p.page - 1) * p.pageSize + 1;
  return (
    <nav aria-label="Sayfalar" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>
        {p.totalCount.toLocaleString('tr-TR')} {from} {first.toLocaleString('tr-TR')}–
        {Math.min(p.totalCount, p.page * p.pageSize).toLocaleString('tr-TR')} arası
      </span>
      <span className="flex flex-wrap gap-1">
        <button type="button" className={btn.small} disabled={!p.hasPrev} onClick={() => onPage(p.page - 1)}>
          Önceki
        </button>
        {pageNumbers(p.page, p.totalPages).map((n, i) =>
          n === null ? (
            <span key={`gap${i}`} className="px-1">
              …
            </span>
          ) : (
            <button
              key={n}
              type="button"
              className={n === p.page ? btn.primary : btn.small}
              aria-current={n === p.page ? 'page' : undefined}
              aria-label={`Sayfa ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          ),
        )}
        <button type="button" className={btn.small} disabled={!p.hasNext} onClick={() => onPage(p.page + 1)}>
          Sonraki
        </button>
      </span>
    </nav>
  );
}
