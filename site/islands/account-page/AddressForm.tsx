import { useState, type FormEvent } from 'react';
import { Checkbox, SelectField, TextField } from '../../components/ui/FormField';
import { addressSchema, type AddressFormValues, type AddressView } from '#api/schemas/account.ts';
import { PROVINCE_NAMES, findProvince } from '#api/schemas/provinces.ts';
import { errorMessage } from '../../lib/api-client';
import { saveAddress } from '../../stores/account';
import { toastError, toastSuccess } from '../../stores/toast';

const EMPTY: AddressFormValues = {
  title: '',
  fullName: '',
  phone: '',
  address: '',
  city: '',
  district: '',
  postalCode: '',
  isDefaultBilling: false,
  isDefaultShipping: false,
};

interface Props {
  /** The address being edited; none for a new one. */
  address?: AddressView;
  onDone: () => void;
}

/** Adds or edits one saved address; checked with the API's schema before sending. */
export function AddressForm({ address, onDone }: Props) {
  const [form, setForm] = useState<AddressFormValues>(address ?? EMPTY);
  const [busy, setBusy] = useState(false);
  const text = (key: Exclude<keyof AddressFormValues, 'isDefaultBilling' | 'isDefaultShipping'>) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addressSchema.safeParse(form);
    if (!parsed.success) return toastError(parsed.error.issues[0]?.message ?? 'Adres kaydedilemedi');
    setBusy(true);
    try {
      await saveAddress(parsed.data, address?.id);
      toastSuccess(address ? 'Adres güncellendi' : 'Adres kaydedildi');
      onDone();
    } catch (error) {
      toastError(errorMessage(error, 'Adres kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={address ? 'Adresi düzenle' : 'Yeni adres'}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2"
    >
      <TextField label="Adres Başlığı (ör. Ev, Ofis)" mark autoComplete="off" {...text('title')} />
      <TextField label="Ad Soyad" mark autoComplete="name" {...text('fullName')} />
      <TextField label="Telefon" mark type="tel" autoComplete="tel" {...text('phone')} />
      <TextField label="Posta Kodu" mark inputMode="numeric" autoComplete="postal-code" {...text('postalCode')} />
      <SelectField
        label="İl"
        mark
        autoComplete="address-level1"
        options={PROVINCE_NAMES}
        name="city"
        value={form.city}
        onChange={(e) => setForm({ ...form, city: e.target.value, district: '' })}
      />
      <SelectField
        label="İlçe"
        mark
        autoComplete="address-level2"
        options={findProvince(form.city)?.districts ?? []}
        {...text('district')}
      />
      <div className="sm:col-span-2">
        <TextField label="Adres" mark autoComplete="street-address" {...text('address')} />
      </div>
      <Checkbox
        name="isDefaultBilling"
        checked={form.isDefaultBilling ?? false}
        onChange={(isDefaultBilling) => setForm({ ...form, isDefaultBilling })}
      >
        Varsayılan fatura adresim
      </Checkbox>
      <Checkbox
        name="isDefaultShipping"
        checked={form.isDefaultShipping ?? false}
        onChange={(isDefaultShipping) => setForm({ ...form, isDefaultShipping })}
      >
        Varsayılan teslimat adresim
      </Checkbox>
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {busy ? 'Kaydediliyor...' : 'Adresi Kaydet'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          Vazgeç
        </button>
      </div>
    </form>
  );
}
