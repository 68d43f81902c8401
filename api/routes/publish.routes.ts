import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { WEBHOOK_PATH, receiveRebuildWebhook } from '../publish/webhook.ts';
import { contentChanged } from '../services/content/content-changed.ts';

export function publishRoutes(app: H3, ctx: AppContext) {
  // Authenticated by its HMAC signature, not by a session (a CDN or this app sends it).
  app.post(WEBHOOK_PATH, (event) => receiveRebuildWebhook(ctx, event.req));

  // /api/admin/** is admin-only (api/app.ts).
  app.get('/api/admin/publish', () => publishState(ctx));
  app.post('/api/admin/publish', async (event) => {
    await contentChanged(ctx, 'manual', 'rebuild.requested');
    event.res.status = 202;
    return publishState(ctx);
  });
}

function publishState(ctx: AppContext) {
  const s = ctx.publisher.state();
  return {
    status: s.status,
    lastSuccessAt: s.lastSuccessAt,
    lastDurationMs: s.lastDurationMs,
    lastError: s.lastError,
    currentBuildId: s.currentBuildId,
  };
}
