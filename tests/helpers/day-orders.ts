import type { Sql } from '#db/connection.ts';
import { fromKurus, toKurus, vatKurus } from '#api/shared/money.ts';

// Orders of a shop's day written straight into the database, with figures that add up the way
// a checkout writes them: lines net of the discount, KDV per line, shipping net plus its KDV,
// total = subtotal − discount + KDV + shipping. For the admin's list, slips and reports tests.

export interface DayLine {
  productId?: number | null;
  variantId?: number | null;
  name: string;
  variantName?: string | null;
  unit?: string;
  quantity: number;
  unitPrice: string;
  vatRate?: number;
}

export interface DayOrder {
  number: string;
  status: string;
  createdAt: string;
  paidAt?: string | null;
  paymentMethod?: 'card' | 'bank_transfer' | 'open_account';
  delivery?: 'ship' | 'pickup';
  carrier?: string | null;
  name?: string;
  email?: string;
  userId?: number | null;
  company?: string | null;
  discount?: string;
  shipping?: string;
  lines: DayLine[];
}

/** Inserts the order and its lines; returns its id and the figures it was given, in kuruş. */
export async function insertDayOrder(sql: Sql, o: DayOrder) {
  const discount = toKurus(o.discount ?? '0');
  const shipping = toKurus(o.shipping ?? '0');
  const gross = o.lines.map((l) => l.quantity * toKurus(l.unitPrice));
  const subtotal = gross.reduce((a, b) => a + b, 0);
  // The discount comes off the first line (enough for the figures the tests read).
  const nets = gross.map((g, i) => (i === 0 ? g - discount : g));
  const vats = nets.map((n, i) => vatKurus(n, o.lines[i]!.vatRate ?? 20));
  const shippingVat = vatKurus(shipping, 20);
  const tax = vats.reduce((a, b) => a + b, 0) + shippingVat;
  const total = subtotal - discount + tax + shipping;
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, shipping_amount, shipping_vat_amount, total_amount,
      discount_amount, customer_name, customer_email, customer_phone, company_name, user_id, billing_address, billing_city,
      billing_postal_code, shipping_address, shipping_city, shipping_district, shipping_postal_code, contract_consent,
      payment_method, delivery, shipping_carrier, payment_reference, created_at, paid_at)
    VALUES (${o.number}, ${o.status}, ${fromKurus(subtotal)}, 20, ${fromKurus(tax)}, ${fromKurus(shipping)}, ${fromKurus(shippingVat)},
      ${fromKurus(total)}, ${fromKurus(discount)}, ${o.name ?? 'Ayşe Yılmaz'}, ${o.email ?? 'ayse@example.com'}, '05321234567',
      ${o.company ?? null}, ${o.userId ?? null}, 'İvedik OSB 1468. Cadde No 27', 'Ankara', '06378',
      'İvedik OSB 1468. Cadde No 27', 'Ankara', 'Yenimahalle', '06378', true, ${o.paymentMethod ?? 'card'},
      ${o.delivery ?? 'ship'}, ${o.delivery === 'pickup' ? null : (o.carrier ?? 'Aras Kargo')},
      ${o.paidAt ? `PAY-${o.number}` : null}, ${o.createdAt}, ${o.paidAt ?? null})
    RETURNING id`;
  for (const [i, l] of o.lines.entries())
    await sql`INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
        total_price, vat_rate, net_amount, vat_amount, taken_quantity)
      VALUES (${row!.id}, ${l.productId ?? null}, ${l.variantId ?? null}, ${l.name}, ${l.variantName ?? null}, ${l.unit ?? 'adet'},
        ${l.unitPrice}, ${l.quantity}, ${fromKurus(gross[i]!)}, ${l.vatRate ?? 20}, ${fromKurus(nets[i]!)}, ${fromKurus(vats[i]!)},
        ${o.paidAt ? l.quantity : 0})`;
  return { id: row!.id, totalKurus: total, taxKurus: tax, discountKurus: discount, shippingKurus: shipping };
}
