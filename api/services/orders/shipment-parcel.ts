import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { chargeableGrams, gramsAsDesi } from '../../features/shipping/index.ts';

// The parcel's figures for the carrier and the label: the chargeable desi of what is still to go
// (max of volume and weight per unit, decision 0314) and its weight, each at least 1. A product
// without measures adds nothing; the carrier measures the parcel at its branch anyway.

export async function parcelOf(sql: Db, orderId: number): Promise<{ desi: number; kg: number }> {
  const lines = await sql<
    (Row<'products', 'weight_kg' | 'width_cm' | 'length_cm' | 'height_cm'> & { quantity: number })[]
  >`
    SELECT (i.quantity - i.refunded_quantity) AS quantity, p.weight_kg, p.width_cm, p.length_cm, p.height_cm
    FROM order_items i LEFT JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ${orderId} AND i.quantity > i.refunded_quantity`;
  const measured = lines.map((l) => ({
    quantity: l.quantity,
    weightKg: l.weight_kg,
    widthCm: l.width_cm,
    lengthCm: l.length_cm,
    heightCm: l.height_cm,
  }));
  const grams = chargeableGrams(measured);
  const weightGrams = lines.reduce((s, l) => s + Math.round(Number(l.weight_kg ?? 0) * 1000) * l.quantity, 0);
  return { desi: Math.max(1, Number(gramsAsDesi(grams))), kg: Math.max(1, Math.ceil(weightGrams / 1000)) };
}
