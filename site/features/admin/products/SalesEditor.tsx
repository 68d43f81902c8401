import { formatTRY, parseMoney } from '#api/shared/money.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { localInput, PRODUCT_LINE, type SaleDraft } from './product-editor-state';
import { linesOf, type SectionProps } from './section-types';

// 'İndirimler' (issue 39, decisions 0318–0320): a sale price with dates for the product itself
// (without variants) or each variant, saved with the dialog's one button (0407). What a line says
// of its sale is the server's last answer: the price the shop charges, never the typed draft.

const when = (iso: string) => new Date(iso).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short' });
const emptyDraft = (): SaleDraft => ({ salePrice: '', startsAt: localInput(new Date().toISOString()), endsAt: '' });

export function SalesEditor({ draft, set, state }: SectionProps) {
  const sales = state?.sales ?? [];
  return (
    <section aria-labelledby="sales-title" className="space-y-3">
      <h3 id="sales-title" className="text-sm font-semibold">
        İndirimler
      </h3>
      <p className="text-xs text-slate-500">
        İndirim öncesi fiyat olarak son 30 günde uygulanan en düşük fiyat gösterilir; indirimli fiyat bunun altında
        değilse indirim öncesi fiyat gösterilmez.
      </p>
      <ul className="space-y-2">
        {linesOf(draft).map((l) => {
          // A variant added in this dialog has no id and no sale yet.
          const saved = l.line === PRODUCT_LINE || l.variantId !== null;
          const sale = saved ? sales.find((s) => s.variantId === l.variantId) : undefined;
          const line = draft.sales[l.line] ?? emptyDraft();
          const change = (patch: Partial<SaleDraft>) =>
            set((d) => ({ ...d, sales: { ...d.sales, [l.line]: { ...(d.sales[l.line] ?? emptyDraft()), ...patch } } }));
          // While it runs the line's price is the sale's; the list price is the one kept to come back.
          const listPrice = sale?.running ? sale.regularPrice : parseMoney(l.price);
          return (
            <li key={l.line} className="space-y-2 rounded-lg bg-slate-50 p-2" aria-label={`İndirim: ${l.name}`}>
              <p className="text-sm font-medium">
                {l.name}{' '}
                <span className="font-normal text-slate-500" data-testid="sale-state">
                  {listPrice ? formatTRY(listPrice) : ''}
                  {sale &&
                    (sale.running
                      ? ` · indirimde ${formatTRY(sale.salePrice)}, ${when(sale.endsAt)} tarihine kadar`
                      : sale.overridden
                        ? ` · ${formatTRY(sale.salePrice)} indirimi uygulanmıyor: fiyat indirim başladıktan sonra değiştirildi`
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
                    value={line.salePrice}
                    onChange={(e) => change({ salePrice: e.target.value })}
                  />
                </label>
                <label className="text-xs font-medium">
                  Başlangıç
                  <input
                    className={inputClass}
                    type="datetime-local"
                    value={line.startsAt}
                    onChange={(e) => change({ startsAt: e.target.value })}
                  />
                </label>
                <label className="text-xs font-medium">
                  Bitiş
                  <input
                    className={inputClass}
                    type="datetime-local"
                    value={line.endsAt}
                    onChange={(e) => change({ endsAt: e.target.value })}
                  />
                </label>
                <div className="flex items-end">
                  {line.salePrice !== '' && (
                    <button
                      type="button"
                      className={btn.danger}
                      aria-label={`İndirimi kaldır: ${l.name}`}
                      onClick={() => change({ salePrice: '', endsAt: '' })}
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
    </section>
  );
}
