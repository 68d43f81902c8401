import type { NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict } from '../../core/errors.ts';
import { orderMessages, type OrderStatus } from '../../schemas/admin-orders.ts';
import { CORRECTION_MESSAGES as m } from '../../schemas/order-corrections.ts';
import { formatTRY, fromKurus, toKurus } from '../../shared/money.ts';
import { refusalFor, type CorrectionPlan } from './correction-plan.ts';
import { correctedTotals } from './correction-totals.ts';
import { takeAddedStock } from './order-stock.ts';

// Writes a correction once what goes back was refunded (decision 0403): the added units and
// products with their stock taken, the order's totals again, the new delivery address, and the
// correction itself in the order's history with who and when. Taking stock fires the catalogue's
// stock-only triggers as a checkout does (order-stock.ts, db/README.md).

export interface AppliedCorrection {
  changes: string[];
  refundedKurus: number;
  requestedKurus: number;
  totalKurus: number;
}

/** What the order's totals are computed from, line by line. */
type ItemRow = Row<'order_items', 'id' | 'product_id' | 'unit_price' | 'quantity' | 'refunded_quantity' | 'vat_rate'>;

export async function applyCorrection(
  tx: Tx,
  plan: CorrectionPlan,
  refundedKurus: number,
  adminId: number,
): Promise<AppliedCorrection> {
  const orderId = plan.order.id;
  const [now] = await tx<(Row<'orders', 'total_amount'> & { status: OrderStatus })[]>`
    SELECT status, total_amount FROM orders WHERE id = ${orderId} FOR UPDATE`;
  const refused = refusalFor(now!.status);
  const adds = plan.increases.length + plan.additions.length > 0;
  if (refused && (adds || plan.address)) throw conflict(refundedKurus > 0 ? m.stockGoneAfterRefund : refused);
  const changes = [
    ...plan.decreases.map(
      (d) => `${nameOf(d.item)}: ${left(d.item)} → ${left(d.item) - d.units} ${d.item.unit} (iade edildi)`,
    ),
    ...plan.increases.map((i) => `${nameOf(i.item)}: ${left(i.item)} → ${left(i.item) + i.units} ${i.item.unit}`),
    ...plan.additions.map(
      (a) =>
        `Eklendi: ${nameOf({ product_name: a.productName, variant_name: a.variantName })} × ${a.quantity} ${a.unit}`,
    ),
  ];
  let requestedKurus = 0;
  let totalKurus = toKurus(now!.total_amount);
  if (adds) {
    await refuseIfChangedMeanwhile(tx, plan);
    const added: { itemId: number; units: number }[] = plan.increases.map((i) => ({
      itemId: i.item.id,
      units: i.units,
    }));
    for (const i of plan.increases)
      await tx<NoRows>`UPDATE order_items SET quantity = quantity + ${i.units} WHERE id = ${i.item.id}`;
    for (const a of plan.additions) {
      const [row] = await tx<Row<'order_items', 'id'>[]>`
        INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
          total_price, vat_rate, net_amount, vat_amount)
        VALUES (${orderId}, ${a.productId}, ${a.variantId}, ${a.productName}, ${a.variantName}, ${a.unit}, ${a.price},
          ${a.quantity}, 0, ${a.vatRate}, 0, 0)
        RETURNING id`;
      added.push({ itemId: row!.id, units: a.quantity });
    }
    if (!(await takeAddedStock(tx, added))) throw conflict(refundedKurus > 0 ? m.stockGoneAfterRefund : m.stockGone);
    totalKurus = await rewriteTotals(tx, plan);
    requestedKurus = Math.max(0, totalKurus - toKurus(now!.total_amount));
    await tx<NoRows>`
      UPDATE orders SET correction_due = correction_due + ${fromKurus(requestedKurus)}, updated_at = now() WHERE id = ${orderId}`;
  }
  if (plan.address) {
    const o = plan.order;
    const before = [o.shipping_address, o.shipping_district, o.shipping_city, o.shipping_postal_code]
      .filter(Boolean)
      .join(', ');
    const a = plan.address;
    changes.push(`Teslimat adresi: ${before} → ${[a.address, a.district, a.city, a.postalCode].join(', ')}`);
    await tx<NoRows>`
      UPDATE orders SET shipping_address = ${a.address}, shipping_district = ${a.district}, shipping_city = ${a.city},
        shipping_postal_code = ${a.postalCode}, updated_at = now()
      WHERE id = ${orderId}`;
  }
  const money = [
    refundedKurus > 0 ? `iade ${formatTRY(fromKurus(refundedKurus))}` : null,
    requestedKurus > 0 ? `müşteriden istenen ${formatTRY(fromKurus(requestedKurus))}` : null,
  ].filter(Boolean);
  await tx<NoRows>`
    INSERT INTO order_corrections (order_id, changes, refunded_amount, requested_amount, created_by)
    VALUES (${orderId}, ${tx.json(changes)}, ${fromKurus(refundedKurus)}, ${fromKurus(requestedKurus)}, ${adminId})`;
  await tx<NoRows>`
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
    VALUES (${orderId}, ${now!.status}, ${now!.status}, ${adminId},
      ${`Sipariş düzeltildi: ${changes.join('; ')}${money.length ? ` · ${money.join(', ')}` : ''}`})`;
  return { changes, refundedKurus, requestedKurus, totalKurus };
}

/** Every line's amounts and the order's totals from its lines as they now stand; answers the new total. */
async function rewriteTotals(tx: Tx, plan: CorrectionPlan): Promise<number> {
  const items = await tx<ItemRow[]>`
    SELECT id, product_id, unit_price, quantity, refunded_quantity, vat_rate
    FROM order_items WHERE order_id = ${plan.order.id} ORDER BY id`;
  const totals = await correctedTotals(
    tx,
    plan.order,
    items.map((i) => ({
      productId: i.product_id,
      price: i.unit_price,
      quantity: i.quantity,
      kept: i.quantity - i.refunded_quantity,
      vatRate: Number(i.vat_rate),
    })),
  );
  for (const [n, item] of items.entries()) {
    const line = totals.lines[n]!;
    await tx<NoRows>`
      UPDATE order_items SET total_price = ${fromKurus(line.listKurus)}, net_amount = ${fromKurus(line.netKurus)},
        vat_amount = ${fromKurus(line.vatKurus)}
      WHERE id = ${item.id}`;
  }
  await tx<NoRows>`
    UPDATE orders SET subtotal = ${fromKurus(totals.subtotalKurus)}, tax_amount = ${fromKurus(totals.taxKurus)},
      shipping_amount = ${fromKurus(totals.shippingKurus)}, shipping_vat_amount = ${fromKurus(totals.shippingLine.vatKurus)},
      total_amount = ${fromKurus(totals.totalKurus)}, updated_at = now()
    WHERE id = ${plan.order.id}`;
  return totals.totalKurus;
}

/** Another correction or refund of these lines since the plan was read: the plan's counts no longer hold. */
async function refuseIfChangedMeanwhile(tx: Tx, plan: CorrectionPlan) {
  const ids = plan.increases.map((i) => i.item.id);
  const now = await tx<Row<'order_items', 'id' | 'quantity' | 'refunded_quantity'>[]>`
    SELECT id, quantity, refunded_quantity FROM order_items WHERE id = ANY(${ids}::int[]) FOR UPDATE`;
  const moved = plan.increases.some((i) => {
    const row = now.find((r) => r.id === i.item.id);
    return !row || left(row) !== left(i.item);
  });
  if (moved) throw conflict(orderMessages.changedMeanwhile);
}

const left = (i: { quantity: number; refunded_quantity: number }) => i.quantity - i.refunded_quantity;
const nameOf = (i: { product_name: string; variant_name: string | null }) =>
  i.variant_name ? `${i.product_name} (${i.variant_name})` : i.product_name;
