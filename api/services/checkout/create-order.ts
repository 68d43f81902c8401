import type { Sql, NoRows } from '#db/connection.ts';
import type { CheckoutForm } from '../../schemas/checkout.ts';
import { fromKurus } from '../../schemas/money.ts';
import { lineAmounts } from '../../schemas/vat.ts';
import type { OrderTotals } from '../orders/totals.ts';
import { CONSENT_TEXT_VERSION } from '../accounts/consents.ts';
import { conflict } from '../../core/errors.ts';
import { lockPendingOrders, replaceOlderPendingOrders } from './pending-orders.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { lockCartLines, sameCheckoutLines, type CheckoutLine } from './cart-lines.ts';
import { reserveStock } from './reserve-stock.ts';

export const CART_CHANGED_MESSAGE =
  'Sepetiniz ödeme başlatılırken değişti. Lütfen sepetinizi kontrol edip tekrar deneyin.';

/** An order whose payment the provider has started: its number, lines and totals as sent, and the token. */
export interface StartedOrder {
  orderNumber: string;
  lines: CheckoutLine[];
  totals: OrderTotals;
  paymentToken: string;
}

interface NewOrder {
  owner: CartOwner;
  form: CheckoutForm;
  clientIp: string;
  provider: string;
  reservationMinutes: number;
  started: StartedOrder;
}

/**
 * One transaction: lock the cart and read it from the tables, priced from the catalogue;
 * it must still be exactly the cart the payment was started for. Then store the order
 * (pending, with its payment token) and its line snapshots, reserve the stock and record
 * the consents. Nothing the client sent about prices or totals is used.
 */
export async function createOrder(sql: Sql, input: NewOrder): Promise<void> {
  await sql.begin(async (tx) => {
    // Independent statements go out together (postgres.js pipelines them on the
    // transaction's connection and the server runs them in order): fewer round trips
    // hold the connection and the row locks for less time.
    // Every statement here finds its rows by key: one generic plan each, kept per connection,
    // serves every checkout, instead of planning each one anew as the market's filters need
    // (decision 0006; under `auto` PostgreSQL kept re-planning the id-list and count statements).
    // Sent first (postgres.js sends a query when it is awaited, and the helpers below await
    // theirs at once), so the cart's statements use kept plans too.
    const keptPlans = tx`SET LOCAL plan_cache_mode = force_generic_plan`.execute();
    const [, { lines }, pending, [{ id: orderId }]] = await Promise.all([
      keptPlans,
      lockCartLines(tx, input.owner),
      lockPendingOrders(tx, input.owner, input.form.customerEmail),
      // The order's id up front, so the order, its lines and its records go out in one round trip.
      tx<[{ id: number }]>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
    ]);
    const { orderNumber, totals, paymentToken } = input.started;
    // A line added, removed or repriced since the payment was started: the provider would
    // charge for another cart than the one stored.
    if (!sameCheckoutLines(lines, input.started.lines)) throw conflict(CART_CHANGED_MESSAGE);
    await replaceOlderPendingOrders(tx, input.owner, input.form.customerEmail, pending);

    // The orders column predates per-line rates: it keeps the highest rate present.
    const rate = totals.vat[0]?.rate ?? 0;
    const f = input.form;
    const userId = input.owner.kind === 'user' ? input.owner.userId : null;
    const sessionId = input.owner.kind === 'guest' ? input.owner.sessionId : null;
    const items = lines
      .map((l) => ({ l, ...lineAmounts(l) }))
      .map(({ l, netKurus, vatKurus }) => ({
        order_id: orderId,
        product_id: l.productId,
        variant_id: l.variantId,
        product_name: l.productName,
        variant_name: l.variantName,
        unit: l.unit,
        unit_price: l.price,
        quantity: l.quantity,
        total_price: fromKurus(netKurus),
        vat_rate: l.vatRate,
        net_amount: fromKurus(netKurus),
        vat_amount: fromKurus(vatKurus),
      }));
    const consents = [
      { kind: 'distance_sales_contract', granted: true, text_version: CONSENT_TEXT_VERSION.distance_sales_contract },
      { kind: 'preliminary_info', granted: true, text_version: CONSENT_TEXT_VERSION.preliminary_info },
      { kind: 'marketing', granted: f.marketingConsent, text_version: CONSENT_TEXT_VERSION.marketing },
    ].map((c) => ({ ...c, user_id: userId, order_id: orderId, client_ip: input.clientIp }));
    await Promise.all([
      reserveStock(tx, lines),
      tx<NoRows>`
      INSERT INTO orders (id, order_number, user_id, session_id, status, subtotal, vat_rate, tax_amount, shipping_amount, total_amount,
        customer_name, customer_email, customer_phone, company_name, tax_number, invoice_type, identity_number, tax_office,
        billing_address, billing_city, billing_district, billing_postal_code, shipping_address, shipping_city, shipping_district, shipping_postal_code,
        notes, contract_consent, marketing_consent, client_ip, payment_provider, payment_token, reservation_expires_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${orderId}, ${orderNumber}, ${userId}, ${sessionId}, 'pending', ${fromKurus(totals.subtotalKurus)}, ${rate},
        ${fromKurus(totals.taxKurus)}, ${fromKurus(totals.shippingKurus)}, ${fromKurus(totals.totalKurus)},
        ${f.customerName}, ${f.customerEmail}, ${f.customerPhone}, ${f.companyName}, ${f.taxNumber}, ${f.invoiceType}, ${f.identityNumber}, ${f.taxOffice},
        ${f.billingAddress}, ${f.billingCity}, ${f.billingDistrict}, ${f.billingPostalCode}, ${f.shippingAddress}, ${f.shippingCity}, ${f.shippingDistrict}, ${f.shippingPostalCode},
        ${f.notes}, true, ${f.marketingConsent}, ${input.clientIp}, ${input.provider}, ${paymentToken},
        now() + make_interval(mins => ${input.reservationMinutes}))`,
      tx<NoRows>`INSERT INTO order_items ${tx(items)}`,
      tx<NoRows>`INSERT INTO consents ${tx(consents)}`,
      tx<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, note) VALUES (${orderId}, NULL, 'pending', 'Sipariş oluşturuldu')`,
    ]);
  });
}
