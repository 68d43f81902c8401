import type { ReactNode } from 'react';
import { INVOICE_TYPES, INVOICE_TYPE_LABELS, type InvoiceType } from '#api/schemas/checkout.ts';
import { CORPORATE_FIELDS, INDIVIDUAL_FIELDS, type FieldSpec } from './form-values';
import { RadioChoices } from './RadioChoices';

interface Props {
  className: string;
  invoiceType: InvoiceType;
  onType: (type: InvoiceType) => void;
  fields: (specs: FieldSpec[]) => ReactNode;
}

/** 'Bireysel' (optional T.C. kimlik no) or 'Kurumsal' (title, VKN and tax office, all required). */
export function InvoiceSection({ className, invoiceType, onType, fields }: Props) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-lg font-semibold">Fatura Bilgileri</legend>
      <RadioChoices
        name="invoiceType"
        label="Fatura tipi"
        className="flex gap-6 text-sm"
        options={INVOICE_TYPES}
        value={invoiceType}
        onChange={onType}
      >
        {(type) => INVOICE_TYPE_LABELS[type]}
      </RadioChoices>
      {fields(invoiceType === 'corporate' ? CORPORATE_FIELDS : INDIVIDUAL_FIELDS)}
    </fieldset>
  );
}
