import { randomBytes } from 'node:crypto';
import type { Sql, NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { fromKurus, toKurus } from '../shared/money.ts';
import { PAYMENT_TOKEN_MINUTES, PaymentRefused, type PaymentProvider } from './provider-types.ts';
import { sandboxInstallments } from './sandbox-installments.ts';

/** Where the checkout island posts the token: the sandbox's hosted card form. */
export const SANDBOX_FORM_PATH = '/api/payment/sandbox/form';
const TOKEN_PATTERN = /^sbx_[a-f0-9]{32}$/;

export interface SandboxSession {
  token: string;
  orderNumber: string;
  amount: string;
  currency: string;
  status: 'waiting' | 'success' | 'failure';
  errorMessage: string | null;
  expired: boolean;
  lastFour: string | null;
  cardFamily: string | null;
}

/** The embedded sandbox: sessions in the database, so any app instance can answer the callback. */
export function createSandboxProvider(sql: Sql): PaymentProvider {
  return {
    name: 'sandbox',
    tokenMinutes: PAYMENT_TOKEN_MINUTES,
    installments: async (priceKurus) => sandboxInstallments(priceKurus),
    async start(order) {
      const token = `sbx_${randomBytes(16).toString('hex')}`;
      await sql<NoRows>`
        INSERT INTO payment_sandbox_sessions (token, order_number, amount, expires_at)
        VALUES (${token}, ${order.orderNumber}, ${fromKurus(order.totalKurus)}, now() + make_interval(mins => ${PAYMENT_TOKEN_MINUTES}))`;
      const checkoutFormContent = `<form method="post" action="${SANDBOX_FORM_PATH}"><input type="hidden" name="token" value="${token}"></form>`;
      return { token, checkoutFormContent, paymentPageUrl: SANDBOX_FORM_PATH };
    },
    async retrieve(token) {
      const session = await findSandboxSession(sql, token);
      if (!session) return null;
      const paid = session.status === 'success';
      return {
        status: session.status === 'waiting' ? 'pending' : session.status,
        orderNumber: session.orderNumber,
        paidKurus: paid ? toKurus(session.amount) : null,
        priceKurus: paid ? toKurus(session.amount) : null,
        currency: session.currency,
        paymentId: paid ? sandboxPaymentId(token) : null,
        errorMessage: session.errorMessage,
        fraudStatus: paid ? 1 : null,
        installment: paid ? 1 : null,
        cardFamily: session.cardFamily,
        cardAssociation: null,
        lastFour: session.lastFour,
      };
    },
    async cancel(request) {
      const { amountKurus } = await sandboxPayment(sql, request.paymentId);
      return recordSandboxRefund(sql, request.paymentId, amountKurus, amountKurus);
    },
    async refund(request) {
      const { amountKurus } = await sandboxPayment(sql, request.paymentId);
      return recordSandboxRefund(sql, request.paymentId, request.amountKurus, amountKurus);
    },
  };
}

const sandboxPaymentId = (token: string) => `sbx-pay-${token.slice(4, 16)}`;

async function sandboxPayment(sql: Sql, paymentId: string): Promise<{ amountKurus: number }> {
  const [row] = await sql<{ amount: string }[]>`
    SELECT amount FROM payment_sandbox_sessions WHERE status = 'success' AND 'sbx-pay-' || substr(token, 5, 12) = ${paymentId}`;
  if (!row) throw new PaymentRefused(`sandbox: no payment ${paymentId}`);
  return { amountKurus: toKurus(row.amount) };
}

/** Like a provider, the sandbox refuses to give back more than it took. */
async function recordSandboxRefund(
  sql: Sql,
  paymentId: string,
  amountKurus: number,
  paidKurus: number,
): Promise<string> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO payment_sandbox_refunds (payment_id, amount)
    SELECT ${paymentId}, ${fromKurus(amountKurus)}
    WHERE (SELECT coalesce(sum(amount), 0) FROM payment_sandbox_refunds WHERE payment_id = ${paymentId}) + ${fromKurus(amountKurus)}::numeric <= ${fromKurus(paidKurus)}::numeric
    RETURNING id`;
  if (!row) throw new PaymentRefused(`sandbox: refund of ${amountKurus} kuruş exceeds payment ${paymentId}`);
  return `sbx-refund-${row.id}`;
}

type SandboxRow = Row<
  'payment_sandbox_sessions',
  'token' | 'order_number' | 'amount' | 'currency' | 'error_message' | 'card_last_four' | 'card_family'
> & { status: SandboxSession['status']; expired: boolean };

export async function findSandboxSession(sql: Sql, token: string): Promise<SandboxSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await sql<SandboxRow[]>`
    SELECT token, order_number, amount, currency, status, error_message, card_last_four, card_family, expires_at < now() AS expired
    FROM payment_sandbox_sessions WHERE token = ${token}`;
  if (!row) return null;
  return {
    token: row.token,
    orderNumber: row.order_number,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    errorMessage: row.error_message,
    expired: row.expired,
    lastFour: row.card_last_four,
    cardFamily: row.card_family,
  };
}

/** Stores the card form's result once; a second submit of the same session changes nothing. */
export async function recordSandboxCharge(
  sql: Sql,
  token: string,
  result: { ok: true; lastFour: string } | { ok: false; lastFour: string; reason: string },
): Promise<boolean> {
  const rows = await sql<Row<'payment_sandbox_sessions', 'token'>[]>`
    UPDATE payment_sandbox_sessions
    SET status = ${result.ok ? 'success' : 'failure'}, error_message = ${result.ok ? null : result.reason},
        card_last_four = ${result.lastFour}, card_family = ${cardFamilyOf(result.lastFour)}
    WHERE token = ${token} AND status = 'waiting' AND expires_at > now()
    RETURNING token`;
  return rows.length === 1;
}

/** The sandbox's test cards by last four digits, named like iyzico's card families. */
function cardFamilyOf(lastFour: string): string | null {
  return ({ '0008': 'Bonus', '0016': 'Axess', '0001': 'Maximum' } as Record<string, string>)[lastFour] ?? null;
}
