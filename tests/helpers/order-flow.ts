import { expect } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { createCheckout, guestCart, postForm, readMails, validForm, type CartLine } from './checkout-fixtures.ts';

// A guest's way through checkout and the payment page over the real API, for the payment,
// refund and admin tests that need an order in a given state.

interface Shop {
  db: { sql: Sql };
  server: { url: string; ctx: { config: { mailDir: string } } };
}

export interface PendingOrder {
  /** What POST /api/checkout/create answered (token, payment page). */
  answer: { token: string; paymentPageUrl?: string; checkoutFormContent?: string };
  token: string;
  sessionId: string;
  id: number;
  orderNumber: string;
}

/** A guest cart with these lines, checked out: the pending order it made. */
export async function checkoutCart(
  shop: Shop,
  lines: CartLine[],
  form: Record<string, unknown> = validForm(),
): Promise<PendingOrder> {
  const sessionId = await guestCart(shop.db.sql, lines);
  const res = await createCheckout(shop.server.url, sessionId, form);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as PendingOrder['answer'];
  const [row] = await shop.db.sql<
    { id: number; order_number: string }[]
  >`SELECT id, order_number FROM orders WHERE payment_token = ${answer.token}`;
  return { answer, token: answer.token, sessionId, id: row!.id, orderNumber: row!.order_number };
}

/** The sandbox's test card that pays. */
export const PAYING_CARD = '5528790000000008';

/** The buyer submits the sandbox's card form. */
export const paySandbox = (shop: Shop, token: string, cardNumber = PAYING_CARD) =>
  postForm(`${shop.server.url}/api/payment/sandbox/pay`, {
    token,
    cardNumber,
    cardHolder: 'AYSE YILMAZ',
    expiry: '12/30',
    cvc: '123',
  });

/** The payment page's return to the shop. */
export const paymentCallback = (shop: Shop, token: string) =>
  postForm(`${shop.server.url}/api/payment/callback`, { token });

/** The mails (buyer's confirmation, shop's notice, …) that name this order. */
export const mailsOf = async (shop: Shop, orderNumber: string) =>
  (await readMails(shop.server.ctx.config.mailDir)).filter((m) => m.includes(orderNumber));
