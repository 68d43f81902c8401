import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { toKurus } from '../../shared/money.ts';
import { isoDay } from '../../shared/date-format.ts';
import { lineName } from '../../shared/line-name.ts';
import type { OrderItemRow } from '../../services/orders/order-view.ts';
import {
  invoiceTotals,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceProfile,
} from './invoice-model.ts';

// An order's sales invoice, from what the order stored when it was placed: its lines' net and KDV
// amounts (api/shared/vat.ts rounded them once), its discount and shipping. The invoice's payable
// amount must equal the order's total to the kuruş, or nothing is issued.

/** GİB's stand-in for a consumer who gave no T.C. kimlik no (e-Arşiv). */
export const UNKNOWN_TCKN = '11111111111';

const istanbulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type OrderRow = Row<
  'orders',
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'paid_at'
  | 'invoice_type'
  | 'identity_number'
  | 'company_name'
  | 'tax_number'
  | 'tax_office'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'billing_address'
  | 'billing_district'
  | 'billing_city'
  | 'billing_postal_code'
  | 'subtotal'
  | 'discount_amount'
  | 'tax_amount'
  | 'shipping_amount'
  | 'shipping_vat_rate'
  | 'shipping_vat_amount'
  | 'shipping_discount_amount'
  | 'total_amount'
  | 'payment_method'
  | 'carrier'
>;

export interface OrderForInvoice {
  order: OrderRow;
  lines: InvoiceLine[];
  shippedAt: Date | null;
}

export async function loadOrderForInvoice(sql: Db, orderId: number): Promise<OrderForInvoice | null> {
  const [order] = await sql<OrderRow[]>`
    SELECT id, order_number, created_at, paid_at, invoice_type, identity_number, company_name, tax_number, tax_office,
      customer_name, customer_email, customer_phone, billing_address, billing_district, billing_city, billing_postal_code,
      subtotal, discount_amount, tax_amount, shipping_amount, shipping_vat_rate, shipping_vat_amount,
      shipping_discount_amount, total_amount, payment_method, carrier
    FROM orders WHERE id = ${orderId}`;
  if (!order) return null;
  const items = await sql<
    OrderItemRow[]
  >`SELECT id, product_name, variant_name, unit, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount
    FROM order_items WHERE order_id = ${orderId} ORDER BY id`;
  const lines: InvoiceLine[] = items.map((i) => ({
    name: lineName({ productName: i.product_name, variantName: i.variant_name }),
    quantity: i.quantity,
    unit: i.unit,
    unitPriceKurus: toKurus(i.unit_price),
    listKurus: toKurus(i.total_price),
    discountKurus: toKurus(i.total_price) - toKurus(i.net_amount),
    netKurus: toKurus(i.net_amount),
    vatRate: Number(i.vat_rate),
    vatKurus: toKurus(i.vat_amount),
  }));
  const shippingKurus = toKurus(order.shipping_amount);
  if (shippingKurus > 0)
    lines.push(
      shippingLine(
        { listKurus: shippingKurus, discountKurus: toKurus(order.shipping_discount_amount) },
        toKurus(order.shipping_vat_amount),
        order.shipping_vat_rate,
      ),
    );
  const [shipped] = await sql<Row<'order_status_history', 'created_at'>[]>`
    SELECT created_at FROM order_status_history WHERE order_id = ${orderId} AND to_status = 'shipped'
    ORDER BY created_at DESC LIMIT 1`;
  return { order, lines, shippedAt: shipped ? new Date(shipped.created_at) : null };
}

/**
 * The shipping charge as a line, with the KDV the order stored (decision 0315) on what a
 * free-shipping promotion left of it (migration 0197).
 */
export function shippingLine(
  charge: { listKurus: number; discountKurus: number },
  vatKurus: number,
  vatRate: number,
): InvoiceLine {
  return {
    name: 'Kargo',
    quantity: 1,
    unit: 'adet',
    unitPriceKurus: charge.listKurus,
    listKurus: charge.listKurus,
    discountKurus: charge.discountKurus,
    netKurus: charge.listKurus - charge.discountKurus,
    vatRate,
    vatKurus,
  };
}

/** The buyer as the order's invoice identity names them (corporate: VKN and tax office; individual: TCKN). */
export function buyerOf(order: OrderRow): InvoiceParty {
  const address = {
    street: order.billing_address,
    district: order.billing_district || order.billing_city,
    city: order.billing_city,
    postalCode: order.billing_postal_code,
    email: order.customer_email,
    phone: order.customer_phone,
  };
  if (order.invoice_type === 'corporate' && order.tax_number) {
    return {
      scheme: 'VKN',
      id: order.tax_number,
      name: order.company_name ?? order.customer_name,
      taxOffice: order.tax_office,
      ...address,
    };
  }
  return {
    scheme: 'TCKN',
    id: order.identity_number ?? UNKNOWN_TCKN,
    name: order.customer_name,
    taxOffice: null,
    ...address,
  };
}

export class InvoiceMismatch extends Error {}

/** What a document takes beyond the order: its number and ETTN, when, and the seller's settings. */
export interface DocumentMeta {
  number: string;
  uuid: string;
  issuedAt: Date;
  seller: InvoiceParty;
  website: string;
  /** The carriers as invoice parties, by name (seller.ts). */
  carriers: Record<string, InvoiceParty>;
}

/** The sales invoice of a loaded order; throws InvoiceMismatch when its total is not the order's. */
export function salesInvoice(data: OrderForInvoice, meta: DocumentMeta & { profile: InvoiceProfile }): InvoiceDocument {
  const doc = salesInvoiceShape(data, meta);
  const payable = invoiceTotals(data.lines).payableKurus;
  if (payable !== toKurus(data.order.total_amount)) {
    throw new InvoiceMismatch(
      `Fatura tutarı (${payable} kuruş) sipariş toplamıyla (${toKurus(data.order.total_amount)} kuruş) aynı değil`,
    );
  }
  return doc;
}

function salesInvoiceShape(data: OrderForInvoice, meta: DocumentMeta & { profile: InvoiceProfile }): InvoiceDocument {
  const { order, lines } = data;
  return {
    profile: meta.profile,
    typeCode: 'SATIS',
    number: meta.number,
    uuid: meta.uuid,
    issueDate: isoDay(meta.issuedAt),
    issueTime: istanbulTime.format(meta.issuedAt),
    orderNumber: order.order_number,
    orderDate: isoDay(order.created_at),
    seller: meta.seller,
    buyer: buyerOf(order),
    lines,
    notes: [`Sipariş no: ${order.order_number}`, ...(order.carrier ? [`Kargo firması: ${order.carrier}`] : [])],
    internetSale:
      meta.profile === 'EARSIVFATURA'
        ? {
            website: meta.website,
            paymentMethod: order.payment_method === 'bank_transfer' ? 'bank_transfer' : 'card',
            paymentDate: isoDay(order.paid_at ?? meta.issuedAt),
            carrier: order.carrier,
            carrierParty: (order.carrier && meta.carriers[order.carrier]) || null,
            shippedDate: data.shippedAt ? isoDay(data.shippedAt) : null,
          }
        : null,
    returns: null,
  };
}

/**
 * The lines a refund of some order lines gives back, each with its share of the line's net and
 * KDV (the refund's gross share, rounded as refund-order.ts rounds it, split at the line's rate).
 * An amount-only refund names no lines: its return document is left to the admin.
 */
export async function returnLines(sql: Db, refundId: number): Promise<{ lines: InvoiceLine[]; amountKurus: number }> {
  const [refund] = await sql<
    (Row<'order_refunds', 'order_id' | 'amount' | 'shipping_refunded'> & {
      lines: { itemId: number; quantity: number }[] | string;
    })[]
  >`SELECT order_id, amount, lines, shipping_refunded FROM order_refunds WHERE id = ${refundId}`;
  if (!refund) throw new InvoiceMismatch('İade kaydı bulunamadı');
  const wanted =
    typeof refund.lines === 'string'
      ? (JSON.parse(refund.lines) as { itemId: number; quantity: number }[])
      : refund.lines;
  if (wanted.length === 0)
    throw new InvoiceMismatch('Tutar iadesinin iade belgesi satır içermiyor; muhasebeciyle elle düzenleyin');
  const items = await sql<
    OrderItemRow[]
  >`SELECT id, product_name, variant_name, unit, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount
    FROM order_items WHERE id IN ${sql(wanted.map((w) => w.itemId))}`;
  const share = (kurus: number, q: number, of: number) => Math.floor((kurus * q + Math.floor(of / 2)) / of);
  const lines = wanted.map((w): InvoiceLine => {
    const i = items.find((x) => x.id === w.itemId)!;
    const gross = share(toKurus(i.net_amount) + toKurus(i.vat_amount), w.quantity, i.quantity);
    const netKurus = share(toKurus(i.net_amount), w.quantity, i.quantity);
    const listKurus = share(toKurus(i.total_price), w.quantity, i.quantity);
    return {
      name: lineName({ productName: i.product_name, variantName: i.variant_name }),
      quantity: w.quantity,
      unit: i.unit,
      unitPriceKurus: toKurus(i.unit_price),
      listKurus,
      discountKurus: listKurus - netKurus,
      netKurus,
      vatRate: Number(i.vat_rate),
      vatKurus: gross - netKurus,
    };
  });
  // A return's refund that gave back the outbound shipping (issue 49) returns its line too.
  if (refund.shipping_refunded) {
    const [o] = await sql<
      Row<'orders', 'shipping_amount' | 'shipping_discount_amount' | 'shipping_vat_amount' | 'shipping_vat_rate'>[]
    >`SELECT shipping_amount, shipping_discount_amount, shipping_vat_amount, shipping_vat_rate FROM orders WHERE id = ${refund.order_id}`;
    lines.push(
      shippingLine(
        { listKurus: toKurus(o!.shipping_amount), discountKurus: toKurus(o!.shipping_discount_amount) },
        toKurus(o!.shipping_vat_amount),
        o!.shipping_vat_rate,
      ),
    );
  }
  return { lines, amountKurus: toKurus(refund.amount) };
}

/** The return (IADE) document of some refunded lines, naming the sales invoice it returns. */
export function returnInvoice(
  data: OrderForInvoice,
  returned: { lines: InvoiceLine[]; amountKurus: number },
  sale: { number: string; issuedAt: Date; profile: InvoiceProfile },
  meta: DocumentMeta,
): InvoiceDocument {
  // GİB allows IADE only in the basic and e-Arşiv scenarios.
  const profile: InvoiceProfile = sale.profile === 'TICARIFATURA' ? 'TEMELFATURA' : sale.profile;
  const doc: InvoiceDocument = {
    ...salesInvoiceShape(data, { ...meta, profile }),
    typeCode: 'IADE',
    lines: returned.lines,
    returns: { number: sale.number, issueDate: isoDay(sale.issuedAt) },
    notes: [`Sipariş no: ${data.order.order_number}`, `İade edilen fatura: ${sale.number}`],
  };
  const payable = invoiceTotals(returned.lines).payableKurus;
  if (payable !== returned.amountKurus) {
    throw new InvoiceMismatch(
      `İade belgesi tutarı (${payable} kuruş) iade tutarıyla (${returned.amountKurus} kuruş) aynı değil`,
    );
  }
  return doc;
}
