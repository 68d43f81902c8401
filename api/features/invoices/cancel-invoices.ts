import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import { InvoiceProviderError, type InvoiceProvider } from './provider-types.ts';
import type { InvoiceProfile } from './invoice-model.ts';
import { backoffMs, drainDue, MAX_ATTEMPTS, type InvoiceRun } from './issue-invoices.ts';

// The cancellations the 'invoices' job sends (decision 0331): an invoice cancelled in the shop
// (refund-documents.ts) whose document an integrator filed is withdrawn there, one at a time, with
// the same lease and back-off as issuing. An e-Fatura comes back 'manual': the admin files it
// through GİB's portal. A document filed by another provider than today's cannot be withdrawn
// through this one and fails with the reason.

const LEASE_MS = 5 * 60_000;

type Due = Row<'invoices', 'id' | 'uuid' | 'profile' | 'provider' | 'cancel_attempts'>;

async function claimNext(ctx: AppContext, now: Date): Promise<Due | null> {
  return ctx.sql.begin(async (tx) => {
    const [due] = await tx<Due[]>`
      SELECT id, uuid, profile, provider, cancel_attempts FROM invoices
      WHERE cancel_state = 'pending' AND cancel_next_attempt_at <= ${now}
      ORDER BY cancel_next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (!due) return null;
    await tx`UPDATE invoices SET cancel_next_attempt_at = ${new Date(now.getTime() + LEASE_MS)} WHERE id = ${due.id}`;
    return due;
  });
}

async function cancelOne(provider: InvoiceProvider, due: Due): Promise<'cancelled' | 'manual'> {
  if (due.provider !== provider.name)
    throw new InvoiceProviderError(
      `Fatura ${due.provider ?? 'bilinmeyen'} sağlayıcısıyla düzenlendi; iptali orada yapılmalı`,
      false,
    );
  return provider.cancel({ uuid: due.uuid!, profile: due.profile as InvoiceProfile });
}

/** Sends every due cancellation; counted in the job's run as issued (done), retrying or failed. */
export function cancelDueInvoices(
  ctx: AppContext,
  provider: InvoiceProvider,
  now: () => Date = () => new Date(),
): Promise<InvoiceRun> {
  return drainDue(now, async (at, run) => {
    const due = await claimNext(ctx, at);
    if (!due) return false;
    const tries = due.cancel_attempts + 1;
    try {
      const outcome = await cancelOne(provider, due);
      const state = outcome === 'cancelled' ? 'done' : 'manual';
      const note = outcome === 'manual' ? MANUAL_CANCEL_NOTE : null;
      await ctx.sql`
        UPDATE invoices SET cancel_state = ${state}, cancel_attempts = ${tries}, cancel_error = ${note}, updated_at = now()
        WHERE id = ${due.id} AND cancel_state = 'pending'`;
      run.issued++;
    } catch (error) {
      const message = error instanceof InvoiceProviderError ? error.message : 'Fatura sağlayıcısına ulaşılamadı';
      const giveUp = tries >= MAX_ATTEMPTS || (error instanceof InvoiceProviderError && !error.retryable);
      ctx.log.warn('Fatura iptali sağlayıcıya iletilemedi', { invoiceId: due.id, error });
      await ctx.sql`
        UPDATE invoices SET cancel_state = ${giveUp ? 'failed' : 'pending'}, cancel_attempts = ${tries},
          cancel_error = ${message}, cancel_next_attempt_at = ${new Date(at.getTime() + backoffMs(tries))}, updated_at = now()
        WHERE id = ${due.id} AND cancel_state = 'pending'`;
      if (giveUp) run.failed++;
      else run.retrying++;
    }
    return true;
  });
}

/** What 'Faturalar' says of an e-Fatura cancelled in the shop. */
export const MANUAL_CANCEL_NOTE =
  'e-Fatura entegratör üzerinden iptal edilemez: GİB e-Fatura portalının İptal/İtiraz bölümünden iptal talebi oluşturun; alıcı onaylayınca tamamlanır';
