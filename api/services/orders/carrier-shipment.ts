import type { AppContext } from '../../core/context.ts';
import { conflict, notFound, unprocessable, upstream } from '../../core/errors.ts';
import type { Row } from '#db/tables.ts';
import { carrierFor } from '../../carriers/carrier.ts';
import { CarrierError, type CarrierAdapter } from '../../carriers/carrier-types.ts';
import { nextStatuses, orderMessages as m, type OrderStatus } from '../../schemas/admin-orders.ts';
import { labelUrlOf, SHIPMENT_MESSAGES, thermalLabelUrlOf, type ShipmentView } from '../../schemas/shipments.ts';
import { changeOrderStatus } from './change-status.ts';
import { parcelOf } from './shipment-parcel.ts';
import { refuseWhileDue } from './correction-due.ts';

// 'Kargo etiketi oluştur' (decision 0402). The shipment row is written 'requested' with the
// order's reference before the carrier is asked, and the carrier keeps one shipment per
// reference: a timeout or a crash between the carrier's answer and our commit leaves the order
// unshipped, and the next click gets the same shipment back instead of a second parcel. Once the
// carrier answered, the order ships through the status change every shipped order takes (its
// history line, the e-invoice queue, the buyer's e-mail).

type OrderRow = Row<
  'orders',
  | 'order_number'
  | 'payment_review'
  | 'delivery'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'company_name'
  | 'tax_number'
  | 'identity_number'
  | 'shipping_address'
  | 'shipping_district'
  | 'shipping_city'
> & { status: OrderStatus };

type ShipmentRow = Row<'order_shipments', 'carrier' | 'reference_id' | 'state' | 'tracking_number' | 'created_at'> & {
  has_zpl: boolean;
};

export interface ShipmentResult {
  shipment: ShipmentView;
  /** False when the order already had this shipment (a repeated click or a retry after success). */
  created: boolean;
}

export async function createOrderShipment(ctx: AppContext, orderId: number, adminId: number): Promise<ShipmentResult> {
  const carrier = carrierFor(ctx.config);
  if (!carrier) throw conflict(SHIPMENT_MESSAGES.noCarrier);
  const { order, shipment } = await requestShipment(ctx, carrier, orderId, adminId);
  if (shipment.state === 'created') {
    await shipIfNotYet(ctx, orderId, order.status, shipment, adminId);
    return { shipment: viewOf(orderId, shipment), created: false };
  }
  const made = await askCarrier(ctx, orderId, carrier, {
    referenceId: shipment.reference_id,
    orderNumber: order.order_number,
    recipient: {
      name: order.company_name ? `${order.company_name} (${order.customer_name})` : order.customer_name,
      phone: order.customer_phone,
      email: order.customer_email,
      address: order.shipping_address,
      district: order.shipping_district,
      city: order.shipping_city,
      taxId: order.tax_number ?? order.identity_number,
    },
    ...(await parcelOf(ctx.sql, orderId)),
    content: `Sipariş ${order.order_number}`,
  });
  const [saved] = await ctx.sql<ShipmentRow[]>`
    UPDATE order_shipments SET state = 'created', tracking_number = ${made.trackingNumber}, barcode = ${made.barcode},
      label_zpl = ${made.labelZpl}, label_pdf = ${made.labelPdf}, updated_at = now()
    WHERE order_id = ${orderId}
    RETURNING carrier, reference_id, state, tracking_number, created_at, label_zpl IS NOT NULL AS has_zpl`;
  await shipIfNotYet(ctx, orderId, order.status, saved!, adminId);
  return { shipment: viewOf(orderId, saved!), created: true };
}

/** The order's shipment, or null; what the admin's order page shows beside the carrier's name. */
export async function orderShipment(ctx: AppContext, orderId: number): Promise<ShipmentView | null> {
  const [row] = await ctx.sql<ShipmentRow[]>`
    SELECT carrier, reference_id, state, tracking_number, created_at, label_zpl IS NOT NULL AS has_zpl FROM order_shipments
    WHERE order_id = ${orderId} AND state = 'created'`;
  return row ? viewOf(orderId, row) : null;
}

/** Checks the order may ship by carrier and writes (or finds) its shipment row, under the order's lock. */
async function requestShipment(ctx: AppContext, carrier: CarrierAdapter, orderId: number, adminId: number) {
  return ctx.sql.begin(async (tx) => {
    const [order] = await tx<OrderRow[]>`
      SELECT order_number, status, payment_review, delivery, customer_name, customer_email, customer_phone,
        company_name, tax_number, identity_number, shipping_address, shipping_district, shipping_city
      FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!order) throw notFound(m.notFound);
    const [existing] = await tx<ShipmentRow[]>`
      SELECT carrier, reference_id, state, tracking_number, created_at, label_zpl IS NOT NULL AS has_zpl FROM order_shipments WHERE order_id = ${orderId}`;
    if (existing?.state === 'created') return { order, shipment: existing };
    if (order.delivery === 'pickup') throw conflict(SHIPMENT_MESSAGES.pickup);
    if (order.payment_review) throw conflict(m.underReview);
    if (!nextStatuses(order.status).includes('shipped')) throw conflict(m.notAllowed(order.status, 'shipped'));
    await refuseWhileDue(tx, orderId);
    if (existing) return { order, shipment: existing };
    const { desi } = await parcelOf(tx, orderId);
    // The order number is unique and unguessable: the carrier's reference for this one parcel.
    const [row] = await tx<ShipmentRow[]>`
      INSERT INTO order_shipments (order_id, carrier, reference_id, desi, created_by)
      VALUES (${orderId}, ${carrier.name}, ${order.order_number.toUpperCase()}, ${desi}, ${adminId})
      RETURNING carrier, reference_id, state, tracking_number, created_at, label_zpl IS NOT NULL AS has_zpl`;
    return { order, shipment: row! };
  });
}

async function askCarrier(
  ctx: AppContext,
  orderId: number,
  carrier: CarrierAdapter,
  request: Parameters<CarrierAdapter['createShipment']>[0],
) {
  try {
    return await carrier.createShipment(request);
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    // A definite no leaves nothing at the carrier worth finding again: the order is free to be
    // corrected (its address, say) and sent anew. Silence may have opened it: the row stays.
    if (error.reason !== 'unavailable')
      await ctx.sql`DELETE FROM order_shipments WHERE order_id = ${orderId} AND state = 'requested'`;
    // The carrier refused what we sent (the address, a rule): the admin can fix it, a 422. Its
    // credentials or its silence are the shop's or the carrier's side: 502.
    if (error.reason === 'address' || error.reason === 'refused') throw unprocessable(error.message);
    throw upstream(error.message, error);
  }
}

/** Ships the order with the carrier's tracking number unless an earlier call already did. */
async function shipIfNotYet(
  ctx: AppContext,
  orderId: number,
  status: OrderStatus,
  shipment: ShipmentRow,
  adminId: number,
): Promise<void> {
  if (status === 'shipped' || status === 'delivered') return;
  const [now] = await ctx.sql<{ status: OrderStatus }[]>`SELECT status FROM orders WHERE id = ${orderId}`;
  if (now?.status === 'shipped' || now?.status === 'delivered') return;
  await changeOrderStatus(
    ctx,
    orderId,
    {
      status: 'shipped',
      carrier: shipment.carrier,
      trackingNumber: shipment.tracking_number!,
      note: 'Kargo etiketi oluşturuldu',
    },
    adminId,
  );
}

function viewOf(orderId: number, row: ShipmentRow): ShipmentView {
  return {
    carrier: row.carrier,
    trackingNumber: row.tracking_number!,
    labelUrl: labelUrlOf(orderId),
    thermalLabelUrl: row.has_zpl ? thermalLabelUrlOf(orderId) : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
