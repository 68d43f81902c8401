import { useEffect, useState } from 'react';
import { COMPARE_MIN, parseCompareRefs, type CompareAnswer } from '#api/schemas/compare.ts';
import { errorMessage, getJson } from '../../lib/api-client';
import { $compare, clearCompare, comparePath, removeFromCompare } from './compare-store';
import { CompareTable } from './CompareTable';

/** What the API answered for one list of products (`key`: their slugs joined). */
type Result = { key: string; answer: CompareAnswer } | { key: string; message: string };

/** The products the address names, else the ones chosen in this browser. */
function slugsToShow(): string[] {
  const named = new URLSearchParams(location.search).get('urunler');
  if (named !== null) return named.split(',').filter(Boolean);
  return $compare.get().map((i) => i.slug);
}

/**
 * /karsilastir?urunler=slug1,slug2: the named products side by side (decision 0385). The address
 * is the comparison, so it can be shared; removing a product changes the address and this
 * browser's choice alike. Rendered in the browser only (it starts from the address).
 */
export default function ComparePage() {
  const [slugs, setSlugs] = useState(slugsToShow);
  const [result, setResult] = useState<Result | null>(null);
  const key = slugs.join(',');
  const refs = slugs.length < COMPARE_MIN ? null : parseCompareRefs(null, key);
  const query = refs && !('error' in refs) ? key : null;

  useEffect(() => {
    if (query === null) return;
    let live = true;
    getJson<CompareAnswer>(`/api/products/compare?urunler=${query.split(',').map(encodeURIComponent).join(',')}`).then(
      (answer) => live && setResult({ key: query, answer }),
      (e: unknown) =>
        live &&
        setResult({ key: query, message: errorMessage(e, 'Karşılaştırma yüklenemedi. Lütfen tekrar deneyin.') }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const remove = (id: number, slug: string) => {
    removeFromCompare(id);
    const rest = slugs.filter((s) => s !== slug);
    history.replaceState(null, '', comparePath(rest));
    setSlugs(rest);
  };

  const message =
    refs === null
      ? 'Karşılaştırmak için en az iki ürün seçin: ürün kartlarındaki ve ürün sayfalarındaki Karşılaştır düğmesini kullanın.'
      : 'error' in refs
        ? refs.error
        : result?.key === key && 'message' in result
          ? result.message
          : null;
  if (message !== null)
    return (
      <div className="space-y-3">
        <p role={refs === null ? 'status' : 'alert'} className="text-slate-700">
          {message}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <a href="/urunler" className="text-brand-700 font-semibold underline">
            Ürünlere dön
          </a>
          {refs !== null && (
            // A chosen product may have left the shop since: start the choice afresh.
            <button
              type="button"
              onClick={() => {
                clearCompare();
                history.replaceState(null, '', '/karsilastir');
                setSlugs([]);
              }}
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-slate-700 hover:bg-slate-50"
            >
              Karşılaştırma listesini temizle
            </button>
          )}
        </div>
      </div>
    );
  if (result?.key !== key || !('answer' in result))
    return (
      <p role="status" className="text-slate-600">
        Karşılaştırma yükleniyor...
      </p>
    );
  return <CompareTable answer={result.answer} onRemove={remove} />;
}
