import type { Db, NoRows, Sql, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { CheckoutForm } from '../../schemas/checkout.ts';
import { fromKurus } from '../../shared/money.ts';
import type { PricedTotals } from '../../shared/totals.ts';
import { cancelPendingOrder } from '../orders/cancel-order.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consents.ts';
import { conflict } from '../../core/errors.ts';
import { HOLD_SHARE_DIVISOR, MAX_PENDING_ORDERS, TOO_MANY_PENDING_MESSAGE } from './pending-orders.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import type { CheckoutLine } from './cart-lines.ts';
import { lineName } from '../../shared/line-name.ts';
import * as quotes from '../../features/quotes/index.ts';
import * as promotions from '../../features/promotions/index.ts';
import type { CheckoutShipping } from '../../features/shipping/index.ts';

// The order is stored by place_pending_order() and the buyer locked by lock_checkout_buyer() (db/README.md,
// "Checkout"). Its stock updates fire products_derive, products_listed_change,
// product_variants_listed_change and catalogue_apply_noted on their stock-only paths: a line that
// sells out moves the catalogue version.

export const CART_CHANGED_MESSAGE =
  'Sepetiniz ödeme başlatılırken değişti. Lütfen sepetinizi kontrol edip tekrar deneyin.';

const REPLACED_NOTE = 'Aynı sepet için yeni bir ödeme başlatıldı; stok serbest bırakıldı';

/**
 * An order ready to store: its number, lines and totals as priced, and the token of the
 * payment the provider started (none for a bank transfer, which is paid later).
 */
export interface StartedOrder {
  orderNumber: string;
  lines: CheckoutLine[];
  /** Priced by orderTotals with the transfer percentage, the promotions and shipping (decision 0322). */
  totals: PricedTotals;
  /** How it is delivered and the shipping charge the totals include (api/services/shipping/). */
  shipping: CheckoutShipping;
  paymentToken: string | null;
}

interface NewOrder {
  owner: CartOwner;
  form: CheckoutForm;
  clientIp: string;
  /** The card provider's name; null for a bank transfer. */
  provider: string | null;
  reservationMinutes: number;
  /** pending: a card payment under way; awaiting_payment: a bank transfer (migration 0165). */
  status: 'pending' | 'awaiting_payment';
  started: StartedOrder;
  /** Open account: stored awaiting_payment and confirmed in the same transaction (place-account-order.ts). */
  method?: 'open_account';
}

/**
 * Stores the order, pending with its payment token, with its line snapshots, its share of
 * the stock held (migration 0128, decision 0259) and the consents, if the cart under its lock is still exactly the one the payment
 * was started for (migration 0126 does it in one statement). A cart's older unpaid order is
 * replaced: cancelled with its stock released first, in the same transaction, so one cart
 * never holds its stock twice. Nothing the client sent about prices or totals is used.
 */
export async function createOrder(sql: Sql, input: NewOrder): Promise<void> {
  // In a transaction: the order's row, its shipping columns and its discounts are written together.
  const older = await sql.begin((tx) => placeWithDiscounts(tx, input));
  if (older.length === 0) return;
  await sql.begin(async (tx) => {
    // The buyer's locks before the orders and their products: the order the function locks in.
    await tx`SELECT lock_checkout_buyer(${buyer(tx, input)})`;
    for (const id of older) await cancelPendingOrder(tx, id, REPLACED_NOTE);
    // Under the cart's lock no other checkout of it can have added one since.
    if ((await placeWithDiscounts(tx, input)).length > 0) throw conflict(CART_CHANGED_MESSAGE);
  });
}

/**
 * place_pending_order() and, when it wrote the order, in the same transaction and after its
 * products, the limits it depends on (decision 0335): its discounts with their promotions' uses,
 * then its quote's one order (decision 0336).
 */
async function placeWithDiscounts(tx: Tx, input: NewOrder): Promise<number[]> {
  const older = await placePendingOrder(tx, input);
  if (older.length > 0) return older;
  const { orderNumber, totals, lines } = input.started;
  await promotions.recordOn(tx, orderNumber, totals.discounts, orderBuyer(input));
  // Lines at a quote's locked price make the quote ordered (decision 0297).
  await quotes.recordOn(tx, lines, orderNumber);
  // A transfer or open-account order empties the cart as it is placed: its code goes with it.
  if (input.status === 'awaiting_payment') await promotions.forgetCode(tx, ownerIds(input.owner));
  return older;
}

const ownerIds = (owner: CartOwner) => ({
  userId: owner.kind === 'user' ? owner.userId : null,
  sessionId: owner.kind === 'guest' ? owner.sessionId : null,
});

const orderBuyer = ({ owner, form }: NewOrder) => ({ ...ownerIds(owner), email: form.customerEmail });

/** The same inside the caller's transaction (an open-account order, confirmed in it). */
export async function createOrderIn(tx: Tx, input: NewOrder): Promise<void> {
  const older = await placeWithDiscounts(tx, input);
  if (older.length === 0) return;
  // place_pending_order took the buyer's locks first; they are held to the end of the transaction.
  for (const id of older) await cancelPendingOrder(tx, id, REPLACED_NOTE);
  if ((await placeWithDiscounts(tx, input)).length > 0) throw conflict(CART_CHANGED_MESSAGE);
}

/**
 * The delivery and the shipping charge's KDV, beside the order's shipping_amount (migration 0182):
 * written after place_pending_order() in its transaction, so that function stays as it is.
 */
async function storeShipping(db: Db, { orderNumber, shipping, totals }: StartedOrder): Promise<void> {
  // What a free-shipping promotion took off the charge, and the KDV of what is left (migration 0197).
  const { netKurus, vatKurus } = totals.shippingLine;
  await db<NoRows>`
    UPDATE orders SET delivery = ${shipping.delivery}, shipping_carrier = ${shipping.carrier},
      shipping_vat_rate = ${shipping.vatRate}, shipping_vat_amount = ${fromKurus(vatKurus)},
      shipping_discount_amount = ${fromKurus(totals.shippingKurus - netKurus)}
    WHERE order_number = ${orderNumber}`;
}

/** The functions' first three arguments: customer or guest session, and the e-mail address. */
const buyer = (db: Db, { owner, form }: NewOrder) =>
  db`${owner.kind === 'user' ? owner.userId : null}::int, ${owner.kind === 'guest' ? owner.sessionId : null}::text, ${form.customerEmail.toLowerCase()}`;

/** The ids of the cart's older unpaid orders when it has some (then nothing was written), else []. */
async function placePendingOrder(db: Db, input: NewOrder): Promise<number[]> {
  const { started } = input;
  try {
    const [{ older }] = await db<[{ older: number[] }]>`
      SELECT place_pending_order(${buyer(db, input)}, ${MAX_PENDING_ORDERS}::int,
        ${started.lines.map((l) => l.reading)}::text[],
        ${db.json(orderRow(input))}::jsonb, ${db.json(orderItems(started))}::jsonb, ${db.json(consents(input))}::jsonb,
        ${input.reservationMinutes}::int, ${HOLD_SHARE_DIVISOR}::int, ${input.status}::text) AS older`;
    if (older.length === 0) await storeShipping(db, started);
    return older;
  } catch (error) {
    throw refusal(error, started.lines) ?? error;
  }
}

/** The function's refusals (raised, so it wrote nothing) as the shopper's messages. */
function refusal(error: unknown, lines: CheckoutLine[]): Error | null {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'SC001') return conflict(CART_CHANGED_MESSAGE);
  if (code === 'SC002') return conflict(TOO_MANY_PENDING_MESSAGE);
  if (code === 'SC003') {
    const short = lines.find((l) => [l.productId, l.variantId].filter((id) => id !== null).join(':') === detail);
    return conflict(`Stok yetersiz: ${short ? lineName(short) : ''} için istenen miktar stokta yok.`);
  }
  return null;
}

type OrderRow = Row<
  'orders',
  | 'order_number'
  | 'subtotal'
  | 'vat_rate'
  | 'tax_amount'
  | 'shipping_amount'
  | 'total_amount'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'company_name'
  | 'tax_number'
  | 'invoice_type'
  | 'identity_number'
  | 'tax_office'
  | 'billing_address'
  | 'billing_city'
  | 'billing_district'
  | 'billing_postal_code'
  | 'shipping_address'
  | 'shipping_city'
  | 'shipping_district'
  | 'shipping_postal_code'
  | 'notes'
  | 'marketing_consent'
  | 'client_ip'
  | 'payment_provider'
  | 'payment_token'
  | 'payment_method'
  | 'discount_amount'
>;

function orderRow({ form: f, started, clientIp, provider, status, method }: NewOrder): OrderRow {
  const { totals } = started;
  return {
    order_number: started.orderNumber,
    subtotal: fromKurus(totals.subtotalKurus),
    discount_amount: fromKurus(totals.discountKurus),
    // The orders column predates per-line rates: it keeps the highest rate present.
    vat_rate: String(totals.vat[0]?.rate ?? 0),
    tax_amount: fromKurus(totals.taxKurus),
    shipping_amount: fromKurus(totals.shippingKurus),
    total_amount: fromKurus(totals.totalKurus),
    customer_name: f.customerName,
    customer_email: f.customerEmail,
    customer_phone: f.customerPhone,
    company_name: f.companyName,
    tax_number: f.taxNumber,
    invoice_type: f.invoiceType,
    identity_number: f.identityNumber,
    tax_office: f.taxOffice,
    billing_address: f.billingAddress,
    billing_city: f.billingCity,
    billing_district: f.billingDistrict,
    billing_postal_code: f.billingPostalCode,
    shipping_address: f.shippingAddress,
    shipping_city: f.shippingCity,
    shipping_district: f.shippingDistrict,
    shipping_postal_code: f.shippingPostalCode,
    notes: f.notes,
    marketing_consent: f.marketingConsent,
    client_ip: clientIp,
    payment_provider: provider,
    payment_token: started.paymentToken,
    payment_method: method ?? (status === 'awaiting_payment' ? 'bank_transfer' : 'card'),
  };
}

const orderItems = (started: StartedOrder) =>
  started.lines.map((l, i) => {
    // total_price is the line at list price; net and KDV are net of its share of the discounts.
    const { listKurus, netKurus, vatKurus } = started.totals.lines[i]!;
    return {
      product_id: l.productId,
      variant_id: l.variantId,
      product_name: l.productName,
      variant_name: l.variantName,
      unit: l.unit,
      unit_price: l.price,
      quantity: l.quantity,
      total_price: fromKurus(listKurus),
      vat_rate: l.vatRate,
      net_amount: fromKurus(netKurus),
      vat_amount: fromKurus(vatKurus),
    };
  });

const consents = ({ form, clientIp }: NewOrder) =>
  [
    { kind: 'distance_sales_contract', granted: true, text_version: CONSENT_TEXT_VERSION.distance_sales_contract },
    { kind: 'preliminary_info', granted: true, text_version: CONSENT_TEXT_VERSION.preliminary_info },
    { kind: 'marketing', granted: form.marketingConsent, text_version: CONSENT_TEXT_VERSION.marketing },
  ].map((c) => ({ ...c, client_ip: clientIp }));
