import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '#db/tables.ts';
import { SHIPMENT_MESSAGES } from '../../schemas/shipments.ts';
import { shippingLabelsPdf, type ShippingLabel } from '../../documents/shipping-label-pdf.ts';
import { sellerInfo } from '../settings/shop-settings.ts';

type LabelRow = Row<
  'order_shipments',
  'order_id' | 'carrier' | 'tracking_number' | 'barcode' | 'label_pdf' | 'desi' | 'pieces' | 'created_at'
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

/**
 * The parcels' labels in the order asked, one PDF: the shop's own (shipping-label-pdf.ts). A
 * single order whose carrier gave its own PDF gets that file as it came.
 */
export async function shipmentLabelsFile(ctx: AppContext, ids: number[]): Promise<Uint8Array<ArrayBuffer>> {
  const rows = await ctx.sql<LabelRow[]>`
    SELECT s.order_id, s.carrier, s.tracking_number, s.barcode, s.label_pdf, s.desi, s.pieces, s.created_at,
      o.order_number, o.customer_name, o.company_name, o.customer_phone, o.shipping_address, o.shipping_district,
      o.shipping_city, o.shipping_postal_code
    FROM order_shipments s JOIN orders o ON o.id = s.order_id
    WHERE s.order_id = ANY(${ids}::int[]) AND s.state = 'created'`;
  if (ids.some((id) => !rows.some((r) => r.order_id === id))) throw notFound(SHIPMENT_MESSAGES.noLabel);
  if (ids.length === 1 && rows[0]!.label_pdf) return new Uint8Array(rows[0]!.label_pdf);
  const labels = ids.map((id) => labelOf(rows.find((r) => r.order_id === id)!));
  return new Uint8Array(await shippingLabelsPdf(labels, await sellerInfo(ctx.sql)));
}

function labelOf(row: LabelRow): ShippingLabel {
  return {
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
  };
}

/** The carrier's own label for a thermal printer (MNG's ZPL), as it gave it. */
export async function thermalLabelFile(ctx: AppContext, orderId: number): Promise<string> {
  const [row] = await ctx.sql<Row<'order_shipments', 'label_zpl'>[]>`
    SELECT label_zpl FROM order_shipments WHERE order_id = ${orderId} AND state = 'created'`;
  if (!row?.label_zpl) throw notFound(SHIPMENT_MESSAGES.noLabel);
  return row.label_zpl;
}
