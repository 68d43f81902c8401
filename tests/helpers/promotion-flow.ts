import { expect } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { bearer } from './admin-session.ts';
import { call } from './api-calls.ts';
import { createCheckout, validForm } from './checkout-fixtures.ts';
import { paySandbox, paymentCallback } from './order-flow.ts';

// The promotion tests' way through the API: the admin's promotions, a cart's code, a checkout
// and its payment, and the uses the database counts.

interface Shop {
  db: { sql: Sql };
  server: { url: string; ctx: { config: { mailDir: string } } };
}

const ZIRAAT = {
  bankName: 'Ziraat Bankası',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  accountHolder: 'Ankara Elektrik A.Ş.',
};

export function promotionFlow(shop: Shop, adminToken: () => string) {
  const url = () => shop.server.url;
  return {
    /** POST /api/admin/promotions, expected to be created. */
    async create(body: Record<string, unknown>) {
      const res = await call(url(), 'POST', '/api/admin/promotions', { token: adminToken(), body });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json as { id: number; code: string | null };
    },
    applyCode: (session: string, code: string) =>
      call(url(), 'POST', '/api/cart/promotion', { session, body: { code } }),
    /** The guest's (or with `token` the customer's) checkout: its status and answer. */
    async checkout(session: string, form: Record<string, unknown> = validForm(), token?: string) {
      const res = await createCheckout(url(), session, form, token ? bearer(token) : {});
      return { status: res.status, json: (await res.json()) as Record<string, any> };
    },
    /** The buyer pays on the sandbox's card form and comes back to the shop. */
    async pay(token: string) {
      await paySandbox(shop, token);
      await paymentCallback(shop, token);
    },
    /** Offers bank transfer (with the shop's one account) or stops offering it. */
    async offerBankTransfer(on: boolean) {
      const setting = (key: string, value: string) =>
        call(url(), 'PUT', `/api/settings/${key}`, { token: adminToken(), body: { value } });
      if (on) await setting('bank_accounts', JSON.stringify([ZIRAAT]));
      await setting('payment_bank_transfer_enabled', String(on));
    },
    /** The promotion's uses: paid, and of unpaid orders. */
    async uses(promotionId: number) {
      const [row] = await shop.db.sql<{ used: number; reserved: number }[]>`
        SELECT count(*) FILTER (WHERE used_at IS NOT NULL)::int AS used, count(*) FILTER (WHERE used_at IS NULL)::int AS reserved
        FROM promotion_uses WHERE promotion_id = ${promotionId}`;
      return row!;
    },
  };
}
