import { formatTRY } from '#api/shared/money.ts';
import type { ProductTableRow, TableQuery, TableSort } from '#api/schemas/admin-product-table.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { Badge } from '../shared/ui';

const COLUMNS: { sort: TableSort | null; label: string; className?: string }[] = [
  { sort: null, label: 'Görsel' },
  { sort: 'name', label: 'Ürün' },
  { sort: 'sku', label: 'SKU' },
  { sort: null, label: 'Kategori' },
  { sort: 'brand', label: 'Marka' },
  { sort: 'price', label: 'Fiyat', className: 'text-right' },
  { sort: 'stock', label: 'Stok', className: 'text-right' },
  { sort: 'vat', label: 'KDV', className: 'text-right' },
  { sort: 'active', label: 'Durum' },
  { sort: null, label: 'Trendyol' },
];

interface Props {
  rows: ProductTableRow[];
  view: TableQuery;
  lowStock: number;
  selected: Set<number>;
  onSort: (sort: TableSort) => void;
  onSelect: (ids: number[], on: boolean) => void;
  onEdit: (row: ProductTableRow) => void;
  onDelete: (row: ProductTableRow) => void;
}

/** The products of one page: thumbnail, name, SKU, category, brand, price, stock, KDV, active, Trendyol; sortable headers. */
export function ProductTable({ rows, view, lowStock, selected, onSort, onSelect, onEdit, onDelete }: Props) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Ürünler</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                aria-label="Bu sayfadaki tüm ürünleri seç"
                checked={allOnPage}
                onChange={(e) =>
                  onSelect(
                    rows.map((r) => r.id),
                    e.target.checked,
                  )
                }
              />
            </th>
            {COLUMNS.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 py-2 ${c.className ?? ''}`}
                aria-sort={
                  c.sort && view.sort === c.sort ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.sort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 uppercase hover:text-brand-700"
                    onClick={() => onSort(c.sort!)}
                  >
                    {c.label}
                    <span aria-hidden="true">{view.sort === c.sort ? (view.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} className={selected.has(r.id) ? 'bg-brand-50' : undefined}>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`${r.name} ürününü seç`}
                  checked={selected.has(r.id)}
                  onChange={(e) => onSelect([r.id], e.target.checked)}
                />
              </td>
              <td className="px-3 py-2">
                {r.image ? (
                  <img
                    src={r.image}
                    alt=""
                    loading="lazy"
                    width={40}
                    height={40}
                    className="h-10 w-10 rounded object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded bg-slate-100">
                    📦
                  </span>
                )}
              </td>
              <th scope="row" className="max-w-xs px-3 py-2 text-left font-medium">
                {r.name}
                {r.variantCount > 0 && (
                  <span className="block text-xs font-normal text-slate-500">{r.variantCount} seçenek</span>
                )}
              </th>
              <td className="px-3 py-2 font-mono text-xs">{r.sku ?? '—'}</td>
              <td className="px-3 py-2">{r.categories.join(', ') || '—'}</td>
              <td className="px-3 py-2">{r.brand ?? '—'}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatTRY(r.price)}</td>
              <td className="px-3 py-2 text-right">
                {r.stock === 0 ? (
                  <Badge tone="red">0</Badge>
                ) : r.stock <= lowStock ? (
                  <Badge tone="amber">{r.stock}</Badge>
                ) : (
                  r.stock.toLocaleString('tr-TR')
                )}
              </td>
              <td className="px-3 py-2 text-right">%{r.vatRate}</td>
              <td className="px-3 py-2">
                {r.active ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Pasif</Badge>}
              </td>
              <td className="px-3 py-2">
                {r.trendyol === 'error' ? (
                  <Badge tone="red">Reddedildi</Badge>
                ) : r.trendyol === 'listed' ? (
                  <Badge tone="green">Satışta</Badge>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <button
                  type="button"
                  className={btn.small}
                  onClick={() => onEdit(r)}
                  aria-label={`${r.name} ürününü düzenle`}
                >
                  Düzenle
                </button>{' '}
                <button
                  type="button"
                  className={btn.danger}
                  onClick={() => onDelete(r)}
                  aria-label={`${r.name} ürününü sil`}
                >
                  Sil
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
