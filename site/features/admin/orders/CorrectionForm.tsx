import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { formatTRY } from '#api/shared/money.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import type { CorrectionInput } from '#api/schemas/order-corrections.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { CheckboxField, InputField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { btn, FormActions } from '#site/components/ui/buttons.tsx';
import { ProductPicker, type PickedProduct } from '../quotes/ProductPicker';

const CORRECTABLE = ['confirmed', 'processing', 'partially_refunded'];

/** Units of a line still to go: ordered less refunded. */
const keptOf = (order: AdminOrderDetail, item: AdminOrderDetail['items'][number]) =>
  item.quantity -
  order.refunds.flatMap((r) => r.lines).reduce((s, l) => (l.itemId === item.id ? s + l.quantity : s), 0);

/**
 * 'Siparişi düzelt': the quantities of the lines (0 takes one off), products to add, and the
 * delivery address of a paid order not yet shipped. Prices are the shop's; the server says what
 * was refunded and what is asked of the buyer.
 */
export function CorrectionForm({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!CORRECTABLE.includes(order.status)) return null;
  return (
    <>
      <button type="button" className={btn.secondary} onClick={() => setOpen(true)}>
        Siparişi düzelt
      </button>
      {open && <CorrectionDialog order={order} onChanged={onChanged} onClose={() => setOpen(false)} />}
    </>
  );
}

function CorrectionDialog({
  order,
  onChanged,
  onClose,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
  onClose: () => void;
}) {
  const [quantities, setQuantities] = useState(() => new Map(order.items.map((i) => [i.id, String(keptOf(order, i))])));
  const [added, setAdded] = useState<(PickedProduct & { quantity: string })[]>([]);
  const [moveAddress, setMoveAddress] = useState(false);
  const [address, setAddress] = useState({
    address: order.shippingAddress,
    city: order.shippingCity,
    district: order.shippingDistrict ?? '',
    postalCode: order.shippingPostalCode,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: CorrectionInput = {
      lines: [
        ...order.items
          .filter((i) => quantities.get(i.id) !== String(keptOf(order, i)))
          .map((i) => ({ orderItemId: i.id, quantity: Number(quantities.get(i.id)) })),
        ...added.map((a) => ({ productId: a.productId, variantId: a.variantId, quantity: Number(a.quantity) })),
      ],
      ...(moveAddress ? { address } : {}),
    };
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/correction`, body);
      const result = (await res.json()) as {
        message: string;
        refundedAmount: string;
        requestedAmount: string;
        order: AdminOrderDetail;
      };
      const money = [
        result.refundedAmount !== '0.00' && `iade ${formatTRY(result.refundedAmount)}`,
        result.requestedAmount !== '0.00' && `müşteriden istenen ${formatTRY(result.requestedAmount)}`,
      ].filter(Boolean);
      toastSuccess(money.length ? `${result.message}: ${money.join(', ')}` : result.message);
      onChanged(result.order);
      onClose();
    } catch (error) {
      toastError(errorMessage(error, 'Sipariş düzeltilemedi'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Siparişi düzelt (${order.orderNumber})`} className="max-w-2xl">
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">
          Azaltılan ürünlerin tutarı KDV'siyle ödemenin yapıldığı yola iade edilir ve ürünler stoğa döner. Eklenen
          ürünler mağaza fiyatından stoktan düşülür; farkı müşteriden havale / EFT ile istenir.
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-700">Satırlar</legend>
          {order.items.map((i) => (
            <InputField
              key={i.id}
              label={`${i.productName}${i.variantName ? ` – ${i.variantName}` : ''} (${i.unit}, ${formatTRY(i.unitPrice)})`}
              type="number"
              required
              min={0}
              step={1}
              inputMode="numeric"
              value={quantities.get(i.id) ?? ''}
              onValue={(v) => setQuantities(new Map(quantities).set(i.id, v))}
            />
          ))}
          {added.map((a, n) => (
            <div key={`${a.productId}:${a.variantId ?? 0}`} className="flex items-end gap-2">
              <InputField
                label={`Eklenecek: ${a.productName}${a.variantName ? ` – ${a.variantName}` : ''}`}
                type="number"
                required
                min={1}
                step={1}
                inputMode="numeric"
                value={a.quantity}
                onValue={(v) => setAdded(added.map((x, k) => (k === n ? { ...x, quantity: v } : x)))}
              />
              <button type="button" className={btn.danger} onClick={() => setAdded(added.filter((_, k) => k !== n))}>
                Çıkar
              </button>
            </div>
          ))}
          <ProductPicker
            label="Ürün ekle"
            onPick={(p) =>
              setAdded((all) =>
                all.some((x) => x.productId === p.productId && x.variantId === p.variantId)
                  ? all
                  : [...all, { ...p, quantity: '1' }],
              )
            }
          />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="sr-only">Teslimat adresi</legend>
          <CheckboxField label="Teslimat adresini değiştir" checked={moveAddress} onChecked={setMoveAddress} />
          {moveAddress && (
            <>
              <TextAreaField
                label="Adres"
                rows={2}
                value={address.address}
                onValue={(v) => setAddress({ ...address, address: v })}
              />
              <div className="grid gap-2 sm:grid-cols-3">
                <InputField label="İl" value={address.city} onValue={(v) => setAddress({ ...address, city: v })} />
                <InputField
                  label="İlçe"
                  value={address.district}
                  onValue={(v) => setAddress({ ...address, district: v })}
                />
                <InputField
                  label="Posta kodu"
                  inputMode="numeric"
                  value={address.postalCode}
                  onValue={(v) => setAddress({ ...address, postalCode: v })}
                />
              </div>
            </>
          )}
        </fieldset>
        <FormActions onCancel={onClose} busy={busy} label="Düzeltmeyi kaydet" />
      </form>
    </Dialog>
  );
}
