import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '#api/schemas/admin-orders.ts';
import { ORDER_CHANNELS, ORDER_CHANNEL_LABELS, SHIPPING_METHOD_LABELS } from '#api/schemas/admin-order-filters.ts';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '#api/shared/payment-methods.ts';
import { CARRIER_NAMES } from '#api/schemas/carriers.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { NO_FILTERS, istanbulDay, type ListFilters } from './order-list-url';

const label = 'text-sm font-medium text-slate-700';

/** The order list's filters: text, days (with quick picks), date field, statuses, payment, shipping, channel. */
export function OrderFilters({ value, onChange }: { value: ListFilters; onChange: (f: ListFilters) => void }) {
  const set = (patch: Partial<ListFilters>) => onChange({ ...value, ...patch });
  const one = (list: string[]) => list[0] ?? '';
  const days = (from: number, to: number) => set({ from: istanbulDay(from), to: istanbulDay(to) });
  const toggleStatus = (s: (typeof ORDER_STATUSES)[number], on: boolean) =>
    set({ status: on ? [...value.status, s] : value.status.filter((x) => x !== s) });
  return (
    <div className="mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className={`${label} sm:col-span-2`}>
          Sipariş ara
          <input
            type="search"
            className={inputClass}
            placeholder="Sipariş no, müşteri, firma veya e-posta..."
            value={value.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </label>
        <label className={label}>
          Başlangıç
          <input
            type="date"
            className={inputClass}
            value={value.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </label>
        <label className={label}>
          Bitiş
          <input
            type="date"
            className={inputClass}
            value={value.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </label>
        <Field label="Tarih">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={value.dateBy}
              onChange={(e) => set({ dateBy: e.target.value as ListFilters['dateBy'] })}
            >
              <option value="created">Sipariş tarihi</option>
              <option value="paid">Ödeme tarihi</option>
            </select>
          )}
        </Field>
        <Field label="Ödeme yöntemi">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={one(value.paymentMethod)}
              onChange={(e) => set({ paymentMethod: e.target.value ? [e.target.value as never] : [] })}
            >
              <option value="">Tümü</option>
              {PAYMENT_METHODS.map((p) => (
                <option key={p} value={p}>
                  {PAYMENT_METHOD_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Teslimat">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={one(value.shippingMethod)}
              onChange={(e) => set({ shippingMethod: e.target.value ? [e.target.value] : [] })}
            >
              <option value="">Tümü</option>
              <option value="ship">{SHIPPING_METHOD_LABELS.ship} (tümü)</option>
              {CARRIER_NAMES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
              <option value="pickup">{SHIPPING_METHOD_LABELS.pickup}</option>
            </select>
          )}
        </Field>
        <Field label="Satış kanalı">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={one(value.channel)}
              onChange={(e) => set({ channel: e.target.value ? [e.target.value as never] : [] })}
            >
              <option value="">Tümü</option>
              {ORDER_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {ORDER_CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className={label}>Durum</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {ORDER_STATUSES.map((s) => (
            <label key={s} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={value.status.includes(s)}
                onChange={(e) => toggleStatus(s, e.target.checked)}
              />
              {ORDER_STATUS_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btn.small} onClick={() => days(0, 0)}>
          Bugün
        </button>
        <button type="button" className={btn.small} onClick={() => days(1, 1)}>
          Dün
        </button>
        <button type="button" className={btn.small} onClick={() => days(6, 0)}>
          Son 7 gün
        </button>
        <button type="button" className={btn.small} onClick={() => onChange(NO_FILTERS)}>
          Filtreleri temizle
        </button>
      </div>
    </div>
  );
}
