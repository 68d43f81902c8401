import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { TextField } from '../../components/ui/FormField';
import { $addresses, loadAddresses } from '../account/account-store';
import type { CurrentUser } from '../account/auth-store';
import { $addressToSave, addressToCheckout, type AddressKind } from './saved-address';
import type { CheckoutValues } from './form-values';

interface Props {
  user: CurrentUser;
  values: CheckoutValues;
  update: (patch: Partial<CheckoutValues>) => void;
}

/** For a signed-in customer: the form starts from the default addresses; any saved one can be chosen; the typed one can be kept. */
export function SavedAddresses({ user, values, update }: Props) {
  const addresses = useStore($addresses);
  const toSave = useStore($addressToSave);
  const [chosen, setChosen] = useState<Record<AddressKind, string>>({ billing: '', shipping: '' });
  const prefilled = useRef(false);
  useEffect(() => {
    void loadAddresses().catch(() => undefined);
  }, []);

  // Once, when the addresses arrive: contacts from the account, addresses from the defaults.
  useEffect(() => {
    if (!addresses || prefilled.current) return;
    prefilled.current = true;
    const billing = addresses.find((a) => a.isDefaultBilling);
    const shipping = addresses.find((a) => a.isDefaultShipping);
    const patch: Partial<CheckoutValues> = {
      customerName: values.customerName || billing?.fullName || user.fullName || '',
      customerEmail: values.customerEmail || user.email || '',
      customerPhone: values.customerPhone || billing?.phone || user.phone || '',
    };
    if (billing && !values.billingAddress) Object.assign(patch, addressToCheckout(billing, 'billing'));
    if (shipping && !values.shippingAddress) {
      if (shipping.id === billing?.id) patch.sameAsShipping = true;
      else Object.assign(patch, { sameAsShipping: false }, addressToCheckout(shipping, 'shipping'));
    }
    setChosen({ billing: billing ? String(billing.id) : '', shipping: shipping ? String(shipping.id) : '' });
    update(patch);
  }, [addresses]);

  const choose = (kind: AddressKind, id: string) => {
    setChosen({ ...chosen, [kind]: id });
    const address = addresses?.find((a) => String(a.id) === id);
    if (address)
      update({ ...(kind === 'shipping' ? { sameAsShipping: false } : {}), ...addressToCheckout(address, kind) });
  };

  const select = (kind: AddressKind, label: string) => (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      {/* w-full: a long saved address must not widen the form past a phone's screen. */}
      <select
        value={chosen[kind]}
        onChange={(e) => choose(kind, e.target.value)}
        className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm"
      >
        <option value="">Seçiniz</option>
        {addresses?.map((a) => (
          <option key={a.id} value={a.id}>
            {a.title} – {a.address}, {a.district}/{a.city}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-5">
      <legend className="px-1 text-lg font-semibold">Kayıtlı Adreslerim</legend>
      {addresses && addresses.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {select('billing', 'Fatura adresi olarak kullan')}
          {select('shipping', 'Teslimat adresi olarak kullan')}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Kayıtlı adresiniz yok. Aşağıya yazdığınız adresi kaydedebilirsiniz.</p>
      )}
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={toSave !== null}
          onChange={(e) => $addressToSave.set(e.target.checked ? { title: 'Adresim' } : null)}
        />
        Bu fatura adresini adreslerime kaydet
      </label>
      {toSave && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Adres Başlığı"
            autoComplete="off"
            value={toSave.title}
            onChange={(e) => $addressToSave.set({ ...toSave, title: e.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
