import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';
import { MAX_DISCOUNT_PERCENT, priceGroupMessages, type PriceGroup } from '#api/features/trade/price-group-schemas.ts';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';

const formOf = (group: PriceGroup | null) => ({
  name: group?.name ?? '',
  discountPercent: group ? String(group.discountPercent).replace('.', ',') : '',
});

/** 'Yeni Fiyat Grubu' / 'Fiyat Grubunu Düzenle': a name and a discount off the list price. */
export function PriceGroupDialog({ open, item: group, onClose, onSaved }: ItemDialogProps<PriceGroup>) {
  const { form, set, busy, onSubmit } = useItemForm({
    open,
    item: group,
    formOf,
    path: '/api/admin/price-groups',
    messages: priceGroupMessages,
    onSaved,
  });
  const submit = onSubmit((method, url) => apiRequest(method, url, form));
  return (
    <Dialog open={open} onClose={onClose} title={group ? 'Fiyat Grubunu Düzenle' : 'Yeni Fiyat Grubu'}>
      <form onSubmit={submit} className="space-y-4">
        <InputField label="Grup Adı" required value={form.name} onValue={(name) => set({ name })} />
        <InputField
          label="İndirim Oranı (%)"
          required
          inputMode="decimal"
          hint={`Liste fiyatından indirim, 0 ile ${MAX_DISCOUNT_PERCENT} arası (ör. 12,5).`}
          value={form.discountPercent}
          onValue={(discountPercent) => set({ discountPercent })}
        />
        <FormActions onCancel={onClose} busy={busy} label={group ? 'Güncelle' : 'Grup Ekle'} />
      </form>
    </Dialog>
  );
}
