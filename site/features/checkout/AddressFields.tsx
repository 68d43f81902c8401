import { PROVINCE_NAMES, findProvince } from '#api/schemas/provinces.ts';
import type { CheckoutField } from '#api/schemas/checkout.ts';
import { ErrorText, FormField, SelectOptions } from '../../components/ui/FormField.tsx';
import type { CheckoutValues } from './form-values';

interface Props {
  side: 'billing' | 'shipping';
  values: CheckoutValues;
  errors: Partial<Record<CheckoutField, string>>;
  update: (patch: Partial<CheckoutValues>) => void;
}

const control =
  'min-h-11 w-full scroll-mt-24 rounded-lg border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500';

/** Address, il and ilçe as selects from the shipped province list, and the postal code. */
export function AddressFields({ side, values, errors, update }: Props) {
  const [address, city, district, postal] = [
    `${side}Address`,
    `${side}City`,
    `${side}District`,
    `${side}PostalCode`,
  ] as const;
  const province = findProvince(values[city]);
  const select = (
    key: typeof city | typeof district,
    label: string,
    options: readonly string[],
    onChange: (v: string) => void,
  ) => {
    const id = `checkout-${key}`;
    const error = errors[key];
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
        </label>
        <select
          id={id}
          name={key}
          value={values[key]}
          disabled={options.length === 0}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={key === city ? `${side} address-level1` : `${side} address-level2`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${control} ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
          <SelectOptions options={options} />
        </select>
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </div>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        idPrefix="checkout"
        name={address}
        label={side === 'billing' ? 'Fatura Adresi *' : 'Teslimat Adresi *'}
        multiline
        className="sm:col-span-2"
        autoComplete={`${side} street-address`}
        value={values[address]}
        error={errors[address]}
        onValue={(v) => update({ [address]: v })}
      />
      {select(city, 'İl *', [...PROVINCE_NAMES], (v) => update({ [city]: v, [district]: '' }))}
      {select(district, 'İlçe', province?.districts ?? [], (v) => update({ [district]: v }))}
      <FormField
        idPrefix="checkout"
        name={postal}
        label="Posta Kodu *"
        inputMode="numeric"
        autoComplete={`${side} postal-code`}
        maxLength={5}
        value={values[postal]}
        error={errors[postal]}
        onValue={(v) => update({ [postal]: v })}
      />
    </div>
  );
}
