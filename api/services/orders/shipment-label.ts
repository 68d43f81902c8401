import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '#db/tables.ts';
import { SHIPMENT_MESSAGES } from '../../schemas/shipments.ts';
import { shippingLabelPdf } from '../../documents/shipping-label-pdf.ts';
import { sellerInfo } from '../settings/shop-settings.ts';

type LabelRow = Row<
  'order_shipments',
  'carrier' | 'tracking_number' | 'barcode' | 'label_pdf' | 'desi' | 'pieces' | 'created_at'
> &
  Row<
    'orders',
    | 'order_number'
    | 'customer_name'
    | 'company_name'
    | 'customer_phone'
    | 'shipping_address'
    | 'shipping_district'
    | 'shipping_city'
    | 'shipping_postal_code'
  >;

/** The parcel's label: the carrier's own PDF when it gave one, else the shop's (shipping-label-pdf.ts). */
export async function shipmentLabelFile(ctx: AppContext, orderId: number): Promise<Uint8Array<ArrayBuffer>> {
  const [row] = await ctx.sql<LabelRow[]>`
    SELECT s.carrier, s.tracking_number, s.barcode, s.label_pdf, s.desi, s.pieces, s.created_at,
      o.order_number, o.customer_name, o.company_name, o.customer_phone, o.shipping_address, o.shipping_district,
      o.shipping_city, o.shipping_postal_code
    FROM order_shipments s JOIN orders o ON o.id = s.order_id
    WHERE s.order_id = ${orderId} AND s.state = 'created'`;
  if (!row) throw notFound(SHIPMENT_MESSAGES.noLabel);
  if (row.label_pdf) return new Uint8Array(row.label_pdf);
  const pdf = await shippingLabelPdf(
    {
      carrier: row.carrier,
      trackingNumber: row.tracking_number!,
      barcode: row.barcode ?? row.tracking_number!,
      orderNumber: row.order_number,
      createdAt: new Date(row.created_at),
      recipient: {
        name: row.company_name ? `${row.company_name} (${row.customer_name})` : row.customer_name,
        phone: row.customer_phone,
        address: [
          row.shipping_address,
          [row.shipping_district, row.shipping_city].filter(Boolean).join(' / '),
          row.shipping_postal_code,
        ]
          .filter(Boolean)
          .join('\n'),
      },
      desi: Number(row.desi).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      pieces: row.pieces,
    },
    await sellerInfo(ctx.sql),
  );
  return new Uint8Array(pdf);
}
