import type { AppContext } from '../../core/context.ts';
import {
  WEBHOOK_PATH,
  receiveRebuildWebhook,
  signedWebhookRequest,
  webhookSecret,
  type RebuildEvent,
} from '../../publish/webhook.ts';

/**
 * The one trigger every content write calls (settings, pages, catalogues,
 * references): sends the signed rebuild webhook to PUBLISH_WEBHOOK_URL, or by
 * default hands the same signed request to this app's own receiver (no port
 * needed). Never throws: the edit is saved either way; a lost webhook is logged.
 */
export async function contentChanged(ctx: AppContext, reason: string, event: RebuildEvent['event'] = 'content.changed'): Promise<void> {
  try {
    const secret = await webhookSecret(ctx.config);
    const target = ctx.config.PUBLISH_WEBHOOK_URL;
    const request = signedWebhookRequest(target ?? `http://localhost${WEBHOOK_PATH}`, secret, { event, reason, at: new Date().toISOString() });
    const res = target ? await fetch(request, { signal: AbortSignal.timeout(10_000) }) : await receiveRebuildWebhook(ctx, request);
    if (!res.ok) ctx.log.error("Yeniden yayın webhook'u kabul edilmedi", { status: res.status, answer: (await res.text()).slice(0, 200) });
  } catch (error) {
    ctx.log.error("Yeniden yayın webhook'u gönderilemedi", { error });
  }
}
