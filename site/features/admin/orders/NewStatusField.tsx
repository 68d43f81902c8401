import { ORDER_STATUS_LABELS, type OrderStatus } from '#api/schemas/admin-orders.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';

/**
 * 'Yeni Durum': the statuses an order (or a selection of orders) may move to, by their Turkish
 * names; with `choose`, an empty 'Durum seçin' first, so nothing is preselected.
 */
export function NewStatusField<S extends OrderStatus | ''>({
  statuses,
  value,
  onChange,
  choose = false,
}: {
  statuses: readonly OrderStatus[];
  value: S;
  onChange: (status: S) => void;
  choose?: boolean;
}) {
  return (
    <Field label="Yeni Durum">
      {(id) => (
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as S)}>
          {choose && <option value="">Durum seçin</option>}
          {statuses.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
