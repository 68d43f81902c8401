import { useEffect, useState } from 'react';
import { COMPARE_MIN, parseCompareRefs, type CompareAnswer } from '#api/schemas/compare.ts';
import { errorMessage, getJson } from '../../lib/api-client';
import { $compare, comparePath, removeFromCompare } from './compare-store';
import { CompareTable } from './CompareTable';

type State = { kind: 'loading' } | { kind: 'ready'; answer: CompareAnswer } | { kind: 'empty' } | { kind: 'failed'; message: string };

/** The products the address names, else the ones chosen in this browser. */
function slugsToShow(): string[] {
  const named = new URLSearchParams(location.search).get('urunler');
  if (named !== null) return named.split(',').filter(Boolean);
  return $compare.get().map((i) => i.slug);
}

/**
 * /karsilastir?urunler=slug1,slug2: the named products side by side (decision 0385). The address
 * is the comparison, so it can be shared; removing a product changes the address and this
 * browser's choice alike.
 */
export default function ComparePage() {
  const [slugs, setSlugs] = useState<string[] | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => setSlugs(slugsToShow()), []);
  useEffect(() => {
    if (slugs === null) return;
    if (slugs.length < COMPARE_MIN) return setState({ kind: 'empty' });
    const refs = parseCompareRefs(null, slugs.join(','));
    if ('error' in refs) return setState({ kind: 'failed', message: refs.error });
    let live = true;
    setState({ kind: 'loading' });
    getJson<CompareAnswer>(`/api/products/compare?urunler=${slugs.map(encodeURIComponent).join(',')}`).then(
      (answer) => live && setState({ kind: 'ready', answer }),
      (e: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: errorMessage(e, 'Karşılaştırma yüklenemedi. Lütfen tekrar deneyin.'),
        }),
    );
    return () => {
      live = false;
    };
  }, [slugs]);

  const remove = (id: number, slug: string) => {
    removeFromCompare(id);
    const rest = (slugs ?? []).filter((s) => s !== slug);
    history.replaceState(null, '', rest.length ? comparePath(rest) : '/karsilastir?urunler=');
    setSlugs(rest);
  };

  if (state.kind === 'loading')
    return (
      <p role="status" className="text-slate-600">
        Karşılaştırma yükleniyor...
      </p>
    );
  if (state.kind === 'empty' || state.kind === 'failed')
    return (
      <div className="space-y-3">
        <p role={state.kind === 'failed' ? 'alert' : 'status'} className="text-slate-700">
          {state.kind === 'failed'
            ? state.message
            : 'Karşılaştırmak için en az iki ürün seçin: ürün kartlarındaki ve ürün sayfalarındaki Karşılaştır düğmesini kullanın.'}
        </p>
        <a href="/urunler" className="text-brand-700 font-semibold underline">
          Ürünlere dön
        </a>
      </div>
    );
  return <CompareTable answer={state.answer} onRemove={remove} />;
}
