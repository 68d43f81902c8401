import { useEffect, useState } from 'react';
import type { AdminVariant } from '#api/schemas/admin-products.ts';
import type { SaleView } from '#api/schemas/admin-sales.ts';
import { formatTRY } from '#api/shared/money.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// 'İndirimler' of a saved product (issue 39, decisions 0318–0320): a sale price with dates for
// the product itself (without variants) or each variant, saved on its own (PUT …/sale). The shop
// works out the struck 'before' price (the 30-day lowest); the admin only sees it.

interface Props {
  productId: number;
  basePrice: string;
  variants: AdminVariant[];
}

interface Draft {
  salePrice: string;
  startsAt: string;
  endsAt: string;
}

/** An ISO time as a `datetime-local` value in the browser's zone ('2026-12-01T09:00'). */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const when = (iso: string) => new Date(iso).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short' });
const lineKey = (variantId: number | null) => String(variantId ?? 'p');
const emptyDraft = (): Draft => ({ salePrice: '', startsAt: localInput(new Date().toISOString()), endsAt: '' });

export function SalesEditor({ productId, basePrice, variants }: Props) {
  const [sales, setSales] = useState<SaleView[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [busy, setBusy] = useState(false);

  const show = (list: SaleView[]) => {
    setSales(list);
    setDrafts(
      Object.fromEntries(
        list.map((s) => [
          lineKey(s.variantId),
          { salePrice: s.salePrice, startsAt: localInput(s.startsAt), endsAt: localInput(s.endsAt) },
        ]),
      ),
    );
  };
  useEffect(() => {
    let live = true;
    getJson<SaleView[]>(`/api/admin/products/${productId}/sale`).then(
      (list) => live && show(list),
      (e) => toastError(errorMessage(e, 'İndirimler yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  async function save(variantId: number | null, draft: Draft | null) {
    setBusy(true);
    try {
      // datetime-local has no zone: the browser's (the admin's) is meant, sent with its offset as UTC.
      const body = draft
        ? {
            variantId,
            salePrice: draft.salePrice,
            startsAt: draft.startsAt ? new Date(draft.startsAt).toISOString() : '',
            endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : '',
          }
        : { variantId, salePrice: null };
      const res = await apiRequest('PUT', `/api/admin/products/${productId}/sale`, body);
      show((await res.json()) as SaleView[]);
      toastSuccess(draft ? 'İndirim kaydedildi' : 'İndirim kaldırıldı');
    } catch (e) {
      toastError(errorMessage(e, 'İndirim kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  if (!sales) return <p className="text-sm text-slate-500">İndirimler yükleniyor...</p>;
  // A product with variants is sold by its variants: each takes its own sale.
  const lines =
    variants.length === 0
      ? [{ variantId: null, name: 'Ürün', price: basePrice }]
      : variants.map((v) => ({ variantId: v.id, name: v.name, price: v.price }));

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" disabled={busy}>
      <legend className="font-semibold">İndirimler</legend>
      <p className="text-xs text-slate-500">
        İndirim öncesi fiyat olarak son 30 günde uygulanan en düşük fiyat gösterilir; indirimli fiyat bunun altında
        değilse indirim öncesi fiyat gösterilmez.
      </p>
      <ul className="space-y-2">
        {lines.map((l) => {
          const key = lineKey(l.variantId);
          const sale = sales.find((s) => s.variantId === l.variantId);
          const draft = drafts[key] ?? emptyDraft();
          const set = (patch: Partial<Draft>) => setDrafts({ ...drafts, [key]: { ...draft, ...patch } });
          return (
            <li key={key} className="space-y-2 rounded-lg bg-slate-50 p-2" aria-label={`İndirim: ${l.name}`}>
              <p className="text-sm font-medium">
                {l.name}{' '}
                <span className="font-normal text-slate-500">
                  {formatTRY(sale?.regularPrice ?? l.price)}
                  {sale &&
                    (sale.running
                      ? ` · indirimde ${formatTRY(sale.salePrice)}, ${when(sale.endsAt)} tarihine kadar`
                      : ` · ${when(sale.startsAt)} – ${when(sale.endsAt)} arası ${formatTRY(sale.salePrice)}`)}
                  {sale?.running &&
                    (sale.compareAtPrice
                      ? ` · indirim öncesi ${formatTRY(sale.compareAtPrice)}`
                      : ' · indirim öncesi fiyat gösterilmiyor')}
                </span>
              </p>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-4">
                <label className="text-xs font-medium">
                  İndirimli fiyat (₺)
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={draft.salePrice}
                    onChange={(e) => set({ salePrice: e.target.value })}
                  />
                </label>
                <label className="text-xs font-medium">
                  Başlangıç
                  <input
                    className={inputClass}
                    type="datetime-local"
                    value={draft.startsAt}
                    onChange={(e) => set({ startsAt: e.target.value })}
                  />
                </label>
                <label className="text-xs font-medium">
                  Bitiş
                  <input
                    className={inputClass}
                    type="datetime-local"
                    value={draft.endsAt}
                    onChange={(e) => set({ endsAt: e.target.value })}
                  />
                </label>
                <div className="flex items-end gap-2">
                  <button
                    type="button"
                    className={btn.small}
                    aria-label={`İndirimi kaydet: ${l.name}`}
                    onClick={() => save(l.variantId, draft)}
                  >
                    Kaydet
                  </button>
                  {sale && (
                    <button
                      type="button"
                      className={btn.danger}
                      aria-label={`İndirimi kaldır: ${l.name}`}
                      onClick={() => save(l.variantId, null)}
                    >
                      Kaldır
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
