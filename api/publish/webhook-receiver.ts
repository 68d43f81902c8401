import type { AppContext } from '../core/context.ts';
import { readBodyLimited } from '../http/body-limit.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from './webhook-signature.ts';
import { webhookSecret } from './webhook-secret.ts';

const MAX_BODY = 16 * 1024;
const REFUSALS = {
  missing: 'İmza bilgisi eksik',
  stale: 'İsteğin zaman damgası geçersiz veya süresi dolmuş',
  signature: 'Geçersiz imza',
} as const;

/**
 * The rebuild webhook's receiver: checks signature and age, then schedules a
 * debounced build (a burst of edits → one build) and answers at once with 202.
 */
export async function receiveRebuildWebhook(ctx: AppContext, request: Request): Promise<Response> {
  // Counted while it streams: an unsigned sender must not make us hold a large body.
  const body = new TextDecoder().decode(await readBodyLimited(request, MAX_BODY));
  const check = verifyWebhook(
    await webhookSecret(ctx.config),
    { signature: request.headers.get(SIGNATURE_HEADER), timestamp: request.headers.get(TIMESTAMP_HEADER) },
    body,
  );
  if (!check.ok) {
    // A warning, not an error: anyone can post here, and a refusal is the receiver doing its job.
    // A shop whose own edits are refused sees it too: the site stops updating and this repeats.
    ctx.log.warn('Yeniden yayın isteği reddedildi', { reason: check.reason });
    return refuse(401, REFUSALS[check.reason]);
  }
  ctx.publisher.schedule();
  return Response.json({ accepted: true, status: ctx.publisher.state().status }, { status: 202 });
}

const refuse = (status: number, message: string) => Response.json({ message }, { status });
