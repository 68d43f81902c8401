import type { Db, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { orderMessages, type OrderStatus } from '../../schemas/admin-orders.ts';
import {
  CORRECTION_MESSAGES as m,
  type CorrectionAddress,
  type CorrectionInput,
} from '../../schemas/order-corrections.ts';
import { toKurus } from '../../shared/money.ts';
import { addedLinePrice } from './correction-prices.ts';
import type { CartLine } from '../cart/cart-lines.ts';

// What a correction asks of an order (decision 0403), read and checked under the order's lock:
// the units to give back (refunded through the refund path), the units and products to add
// (asked of the buyer), the new delivery address. Nothing is written here.

export type CorrectedOrder = Row<
  'orders',
  | 'id'
  | 'order_number'
  | 'payment_review'
  | 'payment_method'
  | 'discount_amount'
  | 'shipping_discount_amount'
  | 'user_id'
  | 'delivery'
  | 'shipping_carrier'
  | 'shipping_amount'
  | 'shipping_vat_rate'
  | 'total_amount'
  | 'customer_name'
  | 'customer_email'
  | 'shipping_address'
  | 'shipping_district'
  | 'shipping_city'
  | 'shipping_postal_code'
> & { status: OrderStatus };

export type CorrectedItem = Row<
  'order_items',
  | 'id'
  | 'product_id'
  | 'variant_id'
  | 'product_name'
  | 'variant_name'
  | 'unit'
  | 'unit_price'
  | 'quantity'
  | 'refunded_quantity'
  | 'vat_rate'
>;

/** A product added to the order, priced as the buyer's cart line would be now (correction-prices.ts). */
export type AddedLine = Pick<
  CartLine,
  'productId' | 'variantId' | 'productName' | 'variantName' | 'unit' | 'price' | 'vatRate' | 'quantity'
>;

export interface CorrectionPlan {
  order: CorrectedOrder;
  items: CorrectedItem[];
  decreases: { item: CorrectedItem; units: number }[];
  increases: { item: CorrectedItem; units: number }[];
  additions: AddedLine[];
  address: CorrectionAddress | null;
}

/** Paid and not yet on its way: what a correction may change. */
export const CORRECTABLE: OrderStatus[] = ['confirmed', 'processing', 'partially_refunded'];

export function refusalFor(status: OrderStatus): string | null {
  if (CORRECTABLE.includes(status)) return null;
  if (status === 'shipped' || status === 'delivered') return m.shipped;
  if (status === 'cancelled' || status === 'refunded') return m.closed;
  return m.unpaid;
}

export async function planCorrection(tx: Tx, orderId: number, input: CorrectionInput): Promise<CorrectionPlan> {
  const [order] = await tx<CorrectedOrder[]>`
    SELECT id, order_number, status, payment_review, payment_method, discount_amount, shipping_discount_amount, user_id,
      delivery, shipping_carrier, shipping_amount, shipping_vat_rate, total_amount, customer_name, customer_email,
      shipping_address, shipping_district, shipping_city, shipping_postal_code
    FROM orders WHERE id = ${orderId} FOR UPDATE`;
  if (!order) throw notFound(orderMessages.notFound);
  const refused = refusalFor(order.status);
  if (refused) throw conflict(refused);
  if (order.payment_review) throw conflict(orderMessages.underReview);
  const [label] = await tx<
    Row<'order_shipments', 'state'>[]
  >`SELECT state FROM order_shipments WHERE order_id = ${orderId}`;
  if (label) throw conflict(label.state === 'created' ? m.labelled : m.shipmentPending);
  const items = await tx<CorrectedItem[]>`
    SELECT id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity, refunded_quantity, vat_rate
    FROM order_items WHERE order_id = ${orderId} ORDER BY id FOR UPDATE`;

  const plan: CorrectionPlan = { order, items, decreases: [], increases: [], additions: [], address: null };
  for (const l of input.lines ?? []) {
    if ('orderItemId' in l) {
      const item = items.find((i) => i.id === l.orderItemId);
      if (!item) throw invalid(m.unknownLine);
      const left = item.quantity - item.refunded_quantity;
      if (l.quantity < left) plan.decreases.push({ item, units: left - l.quantity });
      if (l.quantity > left) plan.increases.push({ item, units: l.quantity - left });
    } else if (l.quantity > 0) {
      plan.additions.push(await addedLinePrice(tx, order.user_id, l.productId, l.variantId, l.quantity));
    }
  }
  if (input.address && addressChanged(order, input.address)) plan.address = input.address;

  const adds = plan.increases.length + plan.additions.length > 0;
  if (!adds && plan.decreases.length === 0 && !plan.address) throw invalid(m.unchanged);
  const keptUnits = items.reduce((s, i) => s + i.quantity - i.refunded_quantity, 0);
  const givenBack = plan.decreases.reduce((s, d) => s + d.units, 0);
  if (!adds && keptUnits === givenBack) throw conflict(m.allGone);
  if (adds) await checkAdditionsAllowed(tx, plan);
  return plan;
}

/**
 * Units added after payment grow the order's total: refused once the sales e-invoice is built (an
 * issued e-invoice does not grow; the refund path handles what goes back) and on a discounted
 * order (a promotion or the transfer percentage would have to be worked out again); and beyond stock.
 */
async function checkAdditionsAllowed(tx: Tx, plan: CorrectionPlan) {
  const [invoice] = await tx<Row<'invoices', 'status' | 'number'>[]>`
    SELECT status, number FROM invoices WHERE order_id = ${plan.order.id} AND type_code = 'SATIS' FOR UPDATE`;
  if (invoice && (invoice.status !== 'waiting' || invoice.number !== null)) throw conflict(m.invoiced);
  if (toKurus(plan.order.discount_amount) > 0 || toKurus(plan.order.shipping_discount_amount) > 0)
    throw conflict(m.discounted);
  const wanted = [
    ...plan.increases.map((i) => ({
      productId: i.item.product_id,
      variantId: i.item.variant_id,
      name: i.item.product_name,
      units: i.units,
    })),
    ...plan.additions.map((a) => ({
      productId: a.productId,
      variantId: a.variantId,
      name: a.productName,
      units: a.quantity,
    })),
  ];
  for (const w of wanted) {
    const available = await shelfOf(tx, w.productId, w.variantId);
    if (available < w.units) throw conflict(m.noStock(w.name, available));
  }
}

/** What is on the shelf for a line (its variant's stock, else its product's); 0 for a deleted product. */
async function shelfOf(db: Db, productId: number | null, variantId: number | null): Promise<number> {
  const [row] =
    variantId !== null
      ? await db<{ stock: number }[]>`SELECT stock_quantity AS stock FROM product_variants WHERE id = ${variantId}`
      : await db<{ stock: number }[]>`SELECT stock_quantity AS stock FROM products WHERE id = ${productId}`;
  return row?.stock ?? 0;
}

function addressChanged(o: CorrectedOrder, a: CorrectionAddress): boolean {
  return (
    o.shipping_address !== a.address ||
    o.shipping_city !== a.city ||
    (o.shipping_district ?? '') !== a.district ||
    o.shipping_postal_code !== a.postalCode
  );
}
