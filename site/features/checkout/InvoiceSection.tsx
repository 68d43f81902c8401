import type { ReactNode } from 'react';
import { INVOICE_TYPES, INVOICE_TYPE_LABELS, type InvoiceType } from '#api/schemas/checkout.ts';
import { CORPORATE_FIELDS, INDIVIDUAL_FIELDS, type FieldSpec } from './form-values';

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
      <div role="radiogroup" aria-label="Fatura tipi" className="flex gap-6 text-sm">
        {INVOICE_TYPES.map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="invoiceType"
              value={type}
              className="h-4 w-4"
              checked={invoiceType === type}
              onChange={() => onType(type)}
            />
            {INVOICE_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      {fields(invoiceType === 'corporate' ? CORPORATE_FIELDS : INDIVIDUAL_FIELDS)}
    </fieldset>
  );
}
