import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { apiRequest, errorMessage, messageOf } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { $adminCategories } from '../admin-store.ts';
import {
  BULK_ACTION_LABELS,
  bulkMessages as m,
  type BulkAction,
  type TableFilter,
} from '#api/schemas/admin-product-table.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';

type Kind = BulkAction['action'];

interface Props {
  /** The chosen rows, or null when every result of `filter` is chosen. */
  ids: number[] | null;
  filter: TableFilter;
  count: number;
  onDone: () => void;
}

/** Bulk actions on the chosen rows (or all results of the filter); deletion asks first, naming the count. */
export function BulkBar({ ids, filter, count, onDone }: Props) {
  const categories = useStore($adminCategories) ?? [];
  const [kind, setKind] = useState<Kind>('price-percent');
  const [value, setValue] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const apply = async () => {
    setBusy(true);
    const selection = ids ? { ids } : { filter };
    const body =
      kind === 'move'
        ? { action: kind, categoryId: Number(categoryId), ...selection }
        : kind === 'stock'
          ? { action: kind, value: Number(value), ...selection }
          : kind.startsWith('price')
            ? { action: kind, value, ...selection }
            : { action: kind, ...selection };
    try {
      const res = await apiRequest('POST', '/api/admin/products/bulk', body);
      toastSuccess(await messageOf(res));
      onDone();
    } catch (error) {
      toastError(errorMessage(error, m.failed));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'delete') setConfirming(true);
    else void apply();
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Toplu işlem"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="self-center font-semibold">{count.toLocaleString('tr-TR')} ürün seçildi</p>
      <label className="font-medium text-slate-700">
        İşlem
        <select className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {Object.entries(BULK_ACTION_LABELS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {kind.startsWith('price') && (
        <label className="font-medium text-slate-700">
          {kind === 'price-percent' ? 'Yüzde (%)' : 'Tutar (₺)'}
          <input
            className={inputClass}
            required
            inputMode="decimal"
            placeholder={kind === 'price-percent' ? '10 veya -5' : '2,50 veya -1'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
      )}
      {kind === 'stock' && (
        <label className="font-medium text-slate-700">
          Yeni stok
          <input
            className={inputClass}
            required
            type="number"
            min="0"
            step="1"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
      )}
      {kind === 'move' && (
        <label className="font-medium text-slate-700">
          Hedef kategori
          <select className={inputClass} required value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">Seçiniz</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parentId ? `— ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <SubmitButton busy={busy} pending="Uygulanıyor..." className={kind === 'delete' ? btn.danger : btn.primary}>
        Uygula
      </SubmitButton>
      <ConfirmDialog
        message={confirming ? m.confirmDelete(count) : null}
        onClose={() => setConfirming(false)}
        onConfirm={apply}
      />
    </form>
  );
}
