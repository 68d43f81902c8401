import type { InvoiceSummary } from '#api/features/invoices/schemas.ts';
import { invoiceLink } from '#api/shared/invoice-link.ts';
import { formatLongDate } from '#api/shared/date-format.ts';

const KIND_LABELS: Record<InvoiceSummary['kind'], string> = { 'e-arsiv': 'e-Arşiv Fatura', 'e-fatura': 'e-Fatura' };

/** The order's invoice in the order details: its number, date and a PDF link for who may see the ETTN. */
export function OrderInvoice({ orderNumber, invoice }: { orderNumber: string; invoice: InvoiceSummary }) {
  // A masked order (decision 0118) hides the ETTN, and with it the link.
  const linkable = !invoice.uuid.includes('*');
  return (
    <div>
      <dt className="text-slate-600">{KIND_LABELS[invoice.kind]}</dt>
      <dd>
        {invoice.number} · {formatLongDate(invoice.issuedAt)}
        {invoice.status === 'cancelled' && ' (iptal edildi)'}
        {linkable && (
          <>
            {' · '}
            <a
              href={invoiceLink(orderNumber, invoice.uuid)}
              download={`${invoice.number}.pdf`}
              className="font-semibold text-brand-700 underline print:hidden"
            >
              Faturayı indir (PDF)
            </a>
          </>
        )}
      </dd>
    </div>
  );
}
