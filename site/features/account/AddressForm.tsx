import type { FormEvent } from 'react';
import { Checkbox, SelectField, TextField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';
import { addressSchema, type AddressFormValues, type AddressView } from '#api/schemas/account.ts';
import { PROVINCE_NAMES, findProvince } from '#api/schemas/provinces.ts';
import { firstIssue, useForm } from '../../lib/use-form.ts';
import { saveAddress } from './account-store.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

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
  const { form, setForm, field: text, busy, send } = useForm<AddressFormValues>(address ?? EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addressSchema.safeParse(form);
    if (!parsed.success) return toastError(firstIssue(parsed.error, 'Adres kaydedilemedi'));
    await send(async () => {
      await saveAddress(parsed.data, address?.id);
      toastSuccess(address ? 'Adres güncellendi' : 'Adres kaydedildi');
      onDone();
    }, 'Adres kaydedilemedi');
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
        <SubmitButton busy={busy} pending="Kaydediliyor...">
          Adresi Kaydet
        </SubmitButton>
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
