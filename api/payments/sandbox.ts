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
  /** A paid session's authorisation: held, captured or voided (decision 0345). */
  phase: 'authorized' | 'captured' | 'voided' | null;
}

/**
 * The embedded sandbox: sessions in the database, so any app instance can answer the
 * callback. A paid card is authorised, like iyzico's pre-authorisation: the money is taken
 * by capture, or the authorisation voided without any charge.
 */
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
        authorizedOnly: paid && session.phase !== 'captured',
      };
    },
    async capture(request) {
      const rows = await sql<Row<'payment_sandbox_sessions', 'token'>[]>`
        UPDATE payment_sandbox_sessions SET phase = 'captured', captured_amount = ${fromKurus(request.amountKurus)}
        WHERE ${paymentIdIs(sql, request.paymentId)} AND status = 'success' AND phase = 'authorized'
          AND ${fromKurus(request.amountKurus)}::numeric BETWEEN 0.01 AND amount
        RETURNING token`;
      if (rows.length !== 1) throw new PaymentRefused(`sandbox: no authorisation to capture for ${request.paymentId}`);
      return `sbx-capture-${request.paymentId}`;
    },
    async cancel(request) {
      // An authorisation is released without any charge; a captured payment is refunded in full.
      const voided = await sql<Row<'payment_sandbox_sessions', 'token'>[]>`
        UPDATE payment_sandbox_sessions SET phase = 'voided'
        WHERE ${paymentIdIs(sql, request.paymentId)} AND status = 'success' AND phase = 'authorized'
        RETURNING token`;
      if (voided.length === 1) return `sbx-void-${request.paymentId}`;
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
const paymentIdIs = (sql: Sql, paymentId: string) => sql`'sbx-pay-' || substr(token, 5, 12) = ${paymentId}`;

/** A captured payment and what it took; an authorisation has nothing to refund. */
async function sandboxPayment(sql: Sql, paymentId: string): Promise<{ amountKurus: number }> {
  const [row] = await sql<{ amount: string }[]>`
    SELECT coalesce(captured_amount, amount) AS amount FROM payment_sandbox_sessions
    WHERE status = 'success' AND phase = 'captured' AND ${paymentIdIs(sql, paymentId)}`;
  if (!row) throw new PaymentRefused(`sandbox: no captured payment ${paymentId}`);
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
> & { status: SandboxSession['status']; phase: SandboxSession['phase']; expired: boolean };

export async function findSandboxSession(sql: Sql, token: string): Promise<SandboxSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await sql<SandboxRow[]>`
    SELECT token, order_number, amount, currency, status, phase, error_message, card_last_four, card_family, expires_at < now() AS expired
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
    phase: row.phase,
  };
}

/** Stores the card form's result once (a paying card is authorised, not yet charged); a second submit of the same session changes nothing. */
export async function recordSandboxCharge(
  sql: Sql,
  token: string,
  result: { ok: true; lastFour: string } | { ok: false; lastFour: string; reason: string },
): Promise<boolean> {
  const rows = await sql<Row<'payment_sandbox_sessions', 'token'>[]>`
    UPDATE payment_sandbox_sessions
    SET status = ${result.ok ? 'success' : 'failure'}, phase = ${result.ok ? 'authorized' : null}, error_message = ${result.ok ? null : result.reason},
        card_last_four = ${result.lastFour}, card_family = ${cardFamilyOf(result.lastFour)}
    WHERE token = ${token} AND status = 'waiting' AND expires_at > now()
    RETURNING token`;
  return rows.length === 1;
}

/** The sandbox's test cards by last four digits, named like iyzico's card families. */
function cardFamilyOf(lastFour: string): string | null {
  return ({ '0008': 'Bonus', '0016': 'Axess', '0001': 'Maximum' } as Record<string, string>)[lastFour] ?? null;
}
