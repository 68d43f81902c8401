import type { NoRows, Sql, Tx } from '#db/connection.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { newOrderNumber } from '../../services/checkout/order-number.ts';
import { takeOrderStock, StockGone } from '../../services/orders/order-stock.ts';
import { queueSalesInvoice } from '../invoices/index.ts';
import type { ChannelPackage } from './channel.ts';
import { CHANNEL_LABELS, type ChannelName } from '../../schemas/marketplace.ts';

// One order package becomes one shop order (decision 0415), exactly once: an advisory lock on the
// package makes a second instance wait, and the unique (channel, package_id) row says it was taken.
// The order is paid (the marketplace collected the money), charged at the marketplace's prices,
// and takes its units from the shop's one stock at once, through the checkout's own conditional
// decrement under the same product locks (takeOrderStock). A package whose barcode the shop does
// not know, or whose units are gone, is kept as 'flagged' for the admin and tried again on every
// pull while the marketplace still offers it; never dropped.

export type TakeOutcome = 'taken' | 'flagged' | 'seen';

interface Resolved {
  product_id: number;
  variant_id: number | null;
  product_name: string;
  variant_name: string | null;
  unit: string;
  vat_rate: number;
}

export async function takePackage(sql: Sql, channel: ChannelName, pkg: ChannelPackage): Promise<TakeOutcome> {
  return sql.begin(async (tx) => {
    await tx<NoRows>`SELECT pg_advisory_xact_lock(hashtext(${channel}), hashtext(${pkg.packageId}))`;
    const [known] = await tx<{ state: string }[]>`
      SELECT state FROM channel_packages WHERE channel = ${channel} AND package_id = ${pkg.packageId} FOR UPDATE`;
    if (known && known.state !== 'flagged') return 'seen';
    const lines = await resolveLines(tx, pkg);
    const unknown = pkg.lines.filter((_, i) => !lines[i]).map((l) => l.barcode || '(boş)');
    if (unknown.length) return flag(tx, channel, pkg, `Bilinmeyen barkod: ${[...new Set(unknown)].join(', ')}`);
    try {
      const orderId = await tx.savepoint(async (sp) => {
        const id = await insertOrder(sp, channel, pkg, lines as Resolved[]);
        await takeOrderStock(sp, id);
        return id;
      });
      await tx<NoRows>`
        INSERT INTO channel_packages (channel, package_id, order_number, order_id, state, payload)
        VALUES (${channel}, ${pkg.packageId}, ${pkg.orderNumber}, ${orderId}, 'taken', ${tx.json(pkg as never)})
        ON CONFLICT (channel, package_id) DO UPDATE SET order_id = EXCLUDED.order_id, state = 'taken',
          problem = NULL, payload = EXCLUDED.payload, updated_at = now()`;
      return 'taken';
    } catch (error) {
      if (!(error instanceof StockGone)) throw error;
      return flag(tx, channel, pkg, 'Stok yetersiz: paketteki ürünlerin bir kısmı stokta yok');
    }
  });
}

/** Keeps a package the shop could not take, with the reason the admin reads. */
export async function flagPackage(sql: Sql, channel: ChannelName, pkg: ChannelPackage, problem: string) {
  return sql.begin((tx) => flag(tx, channel, pkg, problem));
}

async function flag(tx: Tx, channel: ChannelName, pkg: ChannelPackage, problem: string): Promise<'flagged'> {
  await tx<NoRows>`
    INSERT INTO channel_packages (channel, package_id, order_number, state, problem, payload)
    VALUES (${channel}, ${pkg.packageId}, ${pkg.orderNumber}, 'flagged', ${problem}, ${tx.json(pkg as never)})
    ON CONFLICT (channel, package_id) DO UPDATE SET problem = EXCLUDED.problem, payload = EXCLUDED.payload,
      updated_at = now() WHERE channel_packages.state = 'flagged'`;
  return 'flagged';
}

/** Each line's product or variant by its barcode (null where none carries it). */
async function resolveLines(tx: Tx, pkg: ChannelPackage): Promise<(Resolved | null)[]> {
  const codes = [...new Set(pkg.lines.map((l) => l.barcode).filter(Boolean))];
  const rows = await tx<(Resolved & { barcode: string })[]>`
    SELECT p.barcode, p.id AS product_id, NULL::int AS variant_id, p.name AS product_name, NULL AS variant_name,
           p.unit, p.vat_rate
    FROM products p WHERE p.barcode = ANY(${codes})
    UNION ALL
    SELECT v.barcode, p.id, v.id, p.name, v.name, p.unit, p.vat_rate
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.barcode = ANY(${codes})`;
  const byCode = new Map(rows.map((r) => [r.barcode, r]));
  return pkg.lines.map((l) => byCode.get(l.barcode) ?? null);
}

/** The order and its lines at the marketplace's prices (KDV included there; net and KDV split here). */
async function insertOrder(tx: Tx, channel: ChannelName, pkg: ChannelPackage, lines: Resolved[]): Promise<number> {
  const items = pkg.lines.map((l, i) => {
    const line = lines[i]!;
    const gross = toKurus(l.unitPrice) * l.quantity;
    const net = Math.round((gross * 100) / (100 + line.vat_rate));
    return {
      product_id: line.product_id,
      variant_id: line.variant_id,
      product_name: line.product_name,
      variant_name: line.variant_name,
      unit: line.unit,
      unit_price: fromKurus(Math.round(net / l.quantity)),
      quantity: l.quantity,
      total_price: fromKurus(net),
      vat_rate: line.vat_rate,
      net_amount: fromKurus(net),
      vat_amount: fromKurus(gross - net),
      gross,
      net,
    };
  });
  const net = items.reduce((s, i) => s + i.net, 0);
  const gross = items.reduce((s, i) => s + i.gross, 0);
  const b = pkg.billing;
  const s = pkg.shipping;
  const corporate = Boolean(b.company && b.taxNumber);
  const identity =
    !corporate && pkg.identityNumber && /^[1-9]\d{10}$/.test(pkg.identityNumber) ? pkg.identityNumber : null;
  const [order] = await tx<{ id: number }[]>`
    INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, shipping_amount, total_amount,
      customer_name, customer_email, customer_phone, company_name, tax_number, tax_office, invoice_type, identity_number,
      billing_address, billing_city, billing_district, billing_postal_code,
      shipping_address, shipping_city, shipping_district, shipping_postal_code,
      contract_consent, payment_method, payment_provider, payment_reference, paid_at, paid_amount,
      channel, marketplace_order_number)
    VALUES (${newOrderNumber()}, 'confirmed', ${fromKurus(net)}, ${Math.max(...items.map((i) => i.vat_rate))},
      ${fromKurus(gross - net)}, 0, ${fromKurus(gross)},
      ${b.name}, ${pkg.email}, ${s.phone || b.phone}, ${corporate ? b.company : null}, ${corporate ? b.taxNumber : null},
      ${corporate ? b.taxOffice : null}, ${corporate ? 'corporate' : 'individual'}, ${identity},
      ${b.address}, ${b.city}, ${b.district}, ${b.postalCode},
      ${s.address}, ${s.city}, ${s.district}, ${s.postalCode},
      true, 'card', ${channel}, ${pkg.packageId}, now(), ${fromKurus(gross)},
      ${channel}, ${pkg.orderNumber})
    RETURNING id`;
  const orderId = order!.id;
  const rows = items.map(({ gross: _g, net: _n, ...row }) => row);
  await tx<NoRows>`
    INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
      total_price, vat_rate, net_amount, vat_amount)
    SELECT ${orderId}, i.product_id, i.variant_id, i.product_name, i.variant_name, i.unit, i.unit_price, i.quantity,
      i.total_price, i.vat_rate, i.net_amount, i.vat_amount
    FROM jsonb_populate_recordset(NULL::order_items, ${tx.json(rows as never)}) i`;
  await tx<NoRows>`
    INSERT INTO order_status_history (order_id, from_status, to_status, note)
    VALUES (${orderId}, NULL, 'confirmed', ${`${CHANNEL_LABELS[channel]} siparişi ${pkg.orderNumber} (paket ${pkg.packageId}) alındı`})`;
  await queueSalesInvoice(tx, orderId, 'payment');
  return orderId;
}
