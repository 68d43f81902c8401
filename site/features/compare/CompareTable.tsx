import { useId, useState } from 'react';
import type { CompareAnswer } from '#api/schemas/compare.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { CardPrice } from '../market/CardPrice';

const sticky = 'sticky left-0 z-10 w-32 min-w-32 border-r border-slate-200 text-left sm:w-48 sm:min-w-48';

/**
 * The products side by side: one column each, one row per attribute. On a phone the table
 * scrolls sideways while the attribute names stay in place; rows whose values differ are
 * marked by colour and by a word, so the mark does not depend on colour alone.
 */
export function CompareTable({
  answer,
  onRemove,
}: {
  answer: CompareAnswer;
  onRemove: (id: number, slug: string) => void;
}) {
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const toggleId = useId();
  const rows = onlyDiffering ? answer.attributes.filter((r) => r.differs) : answer.attributes;
  return (
    <div className="space-y-3">
      <label htmlFor={toggleId} className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDiffering}
          onChange={(e) => setOnlyDiffering(e.target.checked)}
          className="size-5"
        />
        Yalnızca farklı özellikleri göster
      </label>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        tabIndex={0}
        aria-label="Karşılaştırma tablosu"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Seçilen ürünlerin teknik özellikleri yan yana</caption>
          <thead>
            <tr>
              <th scope="col" className={`${sticky} bg-white p-3`}>
                Ürün
              </th>
              {answer.products.map((p) => (
                <th key={p.id} scope="col" className="w-48 min-w-44 p-3 text-left align-top font-normal">
                  {p.images[0] && (
                    <img
                      src={p.images[0]}
                      alt=""
                      width={96}
                      height={96}
                      className="mb-2 size-24 rounded object-contain"
                    />
                  )}
                  <a href={productPath(p.slug)} className="hover:text-brand-700 block font-semibold hover:underline">
                    {p.name}
                  </a>
                  <div className="flex flex-col">
                    <CardPrice product={p} />
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemove(p.id, p.slug)}
                    aria-label={`Karşılaştırmadan çıkar: ${p.name}`}
                    className="mt-2 min-h-11 rounded-lg border border-slate-300 px-3 text-slate-700 hover:bg-slate-50"
                  >
                    Çıkar
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200">
              <th scope="row" className={`${sticky} bg-white p-3 font-medium`}>
                Marka
              </th>
              {answer.products.map((p) => (
                <td key={p.id} className="p-3">
                  {p.brand ?? '–'}
                </td>
              ))}
            </tr>
            {rows.map((r) => (
              <tr
                key={r.code}
                data-testid="compare-row"
                data-differs={r.differs}
                className={`border-t border-slate-200 ${r.differs ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className={`${sticky} p-3 font-medium ${r.differs ? 'bg-amber-50' : 'bg-white'}`}>
                  {r.name}
                  {r.unit && <span className="font-normal text-slate-600"> ({r.unit})</span>}
                  {r.differs && (
                    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
                      Farklı
                    </span>
                  )}
                </th>
                {r.values.map((v, i) => (
                  <td key={answer.products[i]!.id} className="p-3">
                    {v ?? <span className="text-slate-500">–</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && (
        <p className="text-slate-600">
          {onlyDiffering ? 'Bu ürünlerin teknik özellikleri aynı.' : 'Bu ürünlerin teknik özellikleri girilmemiş.'}
        </p>
      )}
    </div>
  );
}
