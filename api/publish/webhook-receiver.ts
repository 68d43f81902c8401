import type { AppContext } from '../core/context.ts';
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
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return refuse(413, 'İstek gövdesi çok büyük');
  const body = await request.text();
  if (body.length > MAX_BODY) return refuse(413, 'İstek gövdesi çok büyük');
  const check = verifyWebhook(
    await webhookSecret(ctx.config),
    { signature: request.headers.get(SIGNATURE_HEADER), timestamp: request.headers.get(TIMESTAMP_HEADER) },
    body,
  );
  if (!check.ok) {
    ctx.log.error('Yeniden yayın isteği reddedildi', { reason: check.reason });
    return refuse(401, REFUSALS[check.reason]);
  }
  ctx.publisher.schedule();
  return Response.json({ accepted: true, status: ctx.publisher.state().status }, { status: 202 });
}

const refuse = (status: number, message: string) => Response.json({ message }, { status });
