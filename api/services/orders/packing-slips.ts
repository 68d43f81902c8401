import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { packingSlipsPdf, type PackingSlip } from '../../documents/packing-slip-pdf.ts';
import { sellerInfo } from '../settings/shop-settings.ts';

interface SlipRow {
  id: number;
  order_number: string;
  created_at: Date;
  customer_name: string;
  customer_phone: string;
  company_name: string | null;
  tax_number: string | null;
  tax_office: string | null;
  identity_number: string | null;
  shipping_address: string;
  shipping_district: string | null;
  shipping_city: string;
  shipping_postal_code: string;
  delivery: 'ship' | 'pickup';
  carrier: string | null;
  shipping_carrier: string | null;
  tracking_number: string | null;
  notes: string | null;
  invoice_number: string | null;
}

interface LineRow {
  order_id: number;
  code: string | null;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  unit: string;
}

/**
 * The slips of the given orders, in the order asked, as one PDF (a page or more per order).
 * An order whose sales invoice is issued gets a packing slip naming the invoice (the e-invoice
 * goes with the goods electronically); one without gets a dispatch note ('sevk irsaliyesi').
 */
export async function packingSlipsFile(ctx: AppContext, ids: number[]): Promise<Uint8Array<ArrayBuffer>> {
  const orders = await ctx.sql<SlipRow[]>`
    SELECT o.id, o.order_number, o.created_at, o.customer_name, o.customer_phone, o.company_name, o.tax_number,
      o.tax_office, o.identity_number, o.shipping_address, o.shipping_district, o.shipping_city, o.shipping_postal_code,
      o.delivery, o.carrier, o.shipping_carrier, o.tracking_number, o.notes, inv.number AS invoice_number
    FROM orders o
    LEFT JOIN invoices inv ON inv.order_id = o.id AND inv.type_code = 'SATIS' AND inv.status = 'issued'
    WHERE o.id = ANY(${ids}::int[])`;
  const missing = ids.find((id) => !orders.some((o) => o.id === id));
  if (missing !== undefined) throw notFound(orderMessages.notFound);
  // What is still to go: refunded units stay home. The code is the variant's, else the product's.
  const lines = await ctx.sql<LineRow[]>`
    SELECT i.order_id, coalesce(v.sku, p.sku) AS code, i.product_name, i.variant_name,
      (i.quantity - i.refunded_quantity) AS quantity, i.unit
    FROM order_items i
    LEFT JOIN product_variants v ON v.id = i.variant_id
    LEFT JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ANY(${ids}::int[]) AND i.quantity > i.refunded_quantity
    ORDER BY i.order_id, i.id`;
  const slips = ids.map((id): PackingSlip => {
    const o = orders.find((r) => r.id === id)!;
    return {
      kind: o.invoice_number ? 'packing' : 'dispatch',
      orderNumber: o.order_number,
      orderedAt: new Date(o.created_at),
      buyer: o.company_name ?? o.customer_name,
      contact: o.company_name ? o.customer_name : null,
      phone: o.customer_phone,
      taxId: o.tax_number ?? o.identity_number,
      taxOffice: o.tax_office,
      delivery: o.delivery,
      address: [
        o.shipping_address,
        [o.shipping_district, o.shipping_city].filter(Boolean).join(' / '),
        o.shipping_postal_code,
      ]
        .filter(Boolean)
        .join('\n'),
      carrier: o.carrier ?? o.shipping_carrier,
      trackingNumber: o.tracking_number,
      buyerNote: o.notes,
      invoiceNumber: o.invoice_number,
      lines: lines
        .filter((l) => l.order_id === id)
        .map((l) => ({
          code: l.code,
          name: l.variant_name ? `${l.product_name} – ${l.variant_name}` : l.product_name,
          quantity: l.quantity,
          unit: l.unit,
        })),
    };
  });
  return new Uint8Array(await packingSlipsPdf(slips, await sellerInfo(ctx.sql)));
}
