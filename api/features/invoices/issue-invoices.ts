import type { AppContext } from '../../core/context.ts';
import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { buildUblInvoice } from './ubl-invoice.ts';
import {
  buyerOf,
  loadOrderForInvoice,
  returnInvoice,
  returnLines,
  salesInvoice,
  InvoiceMismatch,
} from './invoice-from-order.ts';
import { numberInvoice } from './numbering.ts';
import { invoiceSettings } from './seller.ts';
import { InvoiceProviderError, type InvoiceProvider } from './provider-types.ts';
import type { InvoiceDocument, InvoiceProfile } from './invoice-model.ts';
import { sendInvoiceMail } from './mails.ts';
import { ORDER_NOT_FOUND } from '../../schemas/messages.ts';

// The 'invoices' job: takes due waiting invoices one at a time (FOR UPDATE SKIP LOCKED, then a
// lease), numbers each in the transaction that locks its series counter, builds its XML, hands it
// to the provider outside any transaction, and records the outcome. A failure waits longer each
// time; after MAX_ATTEMPTS the invoice is 'failed' until an admin retries it. Two instances never
// take the same invoice, and a retry resends the same number and ETTN.

/** Often, so a paid order's invoice follows within seconds; a run with nothing due is one indexed query. */
export const INVOICE_CHECK_MS = 15_000;
export const MAX_ATTEMPTS = 8;
/** While the provider is called, the invoice is out of the other instances' reach this long. */
const LEASE_MS = 5 * 60_000;
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000, 12 * 60 * 60_000];
export const backoffMs = (attempts: number) => BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;

export interface InvoiceRun {
  issued: number;
  retrying: number;
  failed: number;
}

type Prepared =
  | { kind: 'ready'; id: number; attempts: number; xml: string; doc: InvoiceDocument }
  | { kind: 'unready'; id: number; attempts: number; error: unknown };

async function chooseProfile(provider: InvoiceProvider, buyerScheme: string, buyerId: string): Promise<InvoiceProfile> {
  if (buyerScheme !== 'VKN') return 'EARSIVFATURA';
  return (await provider.isEFaturaUser(buyerId)) ? 'TEMELFATURA' : 'EARSIVFATURA';
}

/**
 * Claims and prepares the next due invoice (number, ETTN, XML), or null when none is due. An
 * invoice that cannot be built (the e-Fatura list unreachable, totals that do not match) is
 * claimed but not numbered, so no number is spent on it.
 */
async function prepareNext(ctx: AppContext, provider: InvoiceProvider, now: Date): Promise<Prepared | null> {
  return ctx.sql.begin(async (tx): Promise<Prepared | null> => {
    const [inv] = await tx<
      Row<
        'invoices',
        'id' | 'order_id' | 'attempts' | 'profile' | 'issued_at' | 'type_code' | 'returns_invoice_id' | 'refund_id'
      >[]
    >`
      SELECT id, order_id, attempts, profile, issued_at, type_code, returns_invoice_id, refund_id FROM invoices
      WHERE status = 'waiting' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (!inv) return null;
    const claimed = { id: inv.id, attempts: inv.attempts };
    const settings = await invoiceSettings(tx, ctx.config.siteUrl);
    await tx`UPDATE invoices SET next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}, updated_at = now() WHERE id = ${inv.id}`;
    const data = await loadOrderForInvoice(tx, inv.order_id);
    if (!data) return { kind: 'unready', ...claimed, error: new InvoiceMismatch(ORDER_NOT_FOUND) };
    const issuedAt = inv.issued_at ? new Date(inv.issued_at) : now;
    const common = {
      issuedAt,
      seller: settings.seller,
      website: ctx.config.siteUrl,
      carriers: settings.carriers,
    };
    let profile = inv.profile as InvoiceProfile | null;
    let build: (number: string, uuid: string) => InvoiceDocument;
    try {
      if (inv.type_code === 'IADE') {
        const [sale] = await tx<Row<'invoices', 'number' | 'issued_at' | 'profile'>[]>`
          SELECT number, issued_at, profile FROM invoices WHERE id = ${inv.returns_invoice_id}`;
        const original = {
          number: sale!.number!,
          issuedAt: new Date(sale!.issued_at!),
          profile: sale!.profile as InvoiceProfile,
        };
        const returned = await returnLines(tx, inv.refund_id!);
        profile = original.profile === 'TICARIFATURA' ? 'TEMELFATURA' : original.profile;
        build = (number, uuid) => returnInvoice(data, returned, original, { ...common, number, uuid });
      } else {
        const chosen = (profile ??= await chooseProfile(
          provider,
          buyerOf(data.order).scheme,
          data.order.tax_number ?? '',
        ));
        build = (number, uuid) => salesInvoice(data, { ...common, profile: chosen, number, uuid });
      }
      // Checked before a number is spent: the totals must be the order's (or the refund's).
      build('', '');
    } catch (error) {
      return { kind: 'unready', ...claimed, error };
    }
    const series = profile === 'EARSIVFATURA' ? settings.series.earsiv : settings.series.efatura;
    const { number, uuid } = await numberInvoice(tx, inv.id, series, issuedAt);
    const doc = build(number, uuid);
    const xml = buildUblInvoice(doc);
    await tx`
      UPDATE invoices SET profile = ${profile}, xml = ${xml}, issued_at = ${issuedAt}, provider = ${provider.name}, updated_at = now()
      WHERE id = ${inv.id}`;
    return { kind: 'ready', ...claimed, xml, doc };
  });
}

async function recordFailure(sql: Sql, id: number, attempts: number, error: unknown, now: Date, run: InvoiceRun) {
  const tries = attempts + 1;
  const message =
    error instanceof InvoiceProviderError || error instanceof InvoiceMismatch
      ? error.message
      : 'Fatura sağlayıcısına ulaşılamadı';
  const giveUp =
    tries >= MAX_ATTEMPTS ||
    (error instanceof InvoiceProviderError && !error.retryable) ||
    error instanceof InvoiceMismatch;
  await sql`
    UPDATE invoices SET attempts = ${tries}, last_error = ${message},
      status = ${giveUp ? 'failed' : 'waiting'}, next_attempt_at = ${new Date(now.getTime() + backoffMs(tries))}, updated_at = now()
    WHERE id = ${id} AND status = 'waiting'`;
  if (giveUp) run.failed++;
  else run.retrying++;
}

/**
 * Takes due work one piece at a time until `step` finds none (false), at most 200 a run, with the
 * run's counts: issuing (below) and cancelling (cancel-invoices.ts) drain their queues alike.
 */
export async function drainDue(
  now: () => Date,
  step: (at: Date, run: InvoiceRun) => Promise<boolean>,
): Promise<InvoiceRun> {
  const run: InvoiceRun = { issued: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < 200; i++) if (!(await step(now(), run))) break;
  return run;
}

/** Issues every due invoice; what the job runs each minute. */
export function issueDueInvoices(
  ctx: AppContext,
  provider: InvoiceProvider,
  now: () => Date = () => new Date(),
): Promise<InvoiceRun> {
  return drainDue(now, async (at, run) => {
    let prepared: Prepared | null;
    try {
      prepared = await prepareNext(ctx, provider, at);
    } catch (error) {
      ctx.log.error('Fatura hazırlanamadı', { error });
      return false;
    }
    if (!prepared) return false;
    if (prepared.kind === 'unready') {
      await recordFailure(ctx.sql, prepared.id, prepared.attempts, prepared.error, at, run);
      return true;
    }
    try {
      const { reference } = await provider.issue(prepared.doc, prepared.xml);
      await ctx.sql`
        UPDATE invoices SET status = 'issued', provider_reference = ${reference}, attempts = attempts + 1,
          last_error = NULL, updated_at = now()
        WHERE id = ${prepared.id} AND status = 'waiting'`;
      run.issued++;
      await sendInvoiceMail(ctx, prepared.id).catch((error: unknown) =>
        ctx.log.error('Fatura e-postası gönderilemedi', { invoiceId: prepared.id, error }),
      );
    } catch (error) {
      ctx.log.warn('Fatura sağlayıcıya iletilemedi, yeniden denenecek', { invoiceId: prepared.id, error });
      await recordFailure(ctx.sql, prepared.id, prepared.attempts, error, at, run);
    }
    return true;
  });
}
