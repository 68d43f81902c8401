import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { signedWebhookRequest, WEBHOOK_PATH, webhookSecret } from '#api/publish/webhook.ts';
import { contentChanged } from '#api/services/content/content-changed.ts';
import type { Database } from '#db/connection.ts';

describe.each(runsOn('pglite'))('the rebuild webhook receiver (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let scheduled = 0;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    server.ctx.publisher = { ...server.ctx.publisher, schedule: () => void scheduled++ };
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const post = (request: Request) =>
    fetch(`${server.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      duplex: 'half',
    } as RequestInit);
  const payload = { event: 'content.changed' as const, reason: 'test', at: new Date().toISOString() };

  it('accepts a request signed with the secret kept under DATA_DIR and schedules a build', async () => {
    const secret = await webhookSecret(server.ctx.config);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await webhookSecret(server.ctx.config)).toBe(secret);
    const res = await post(signedWebhookRequest(server.url, secret, payload));
    expect(res.status).toBe(202);
    expect(scheduled).toBe(1);
  });

  it('refuses a wrong signature and a stale timestamp with 401, logging a warning rather than an error', async () => {
    const logged: string[] = [];
    const log = server.ctx.log;
    server.ctx.log = {
      ...log,
      warn: (message) => void logged.push(`warn ${message}`),
      error: (message) => void logged.push(`error ${message}`),
    };
    const wrong = await post(signedWebhookRequest(server.url, 'not-the-secret-000000', payload));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Geçersiz imza');
    const secret = await webhookSecret(server.ctx.config);
    const stale = await post(signedWebhookRequest(server.url, secret, payload, Date.now() - 10 * 60 * 1000));
    expect(stale.status).toBe(401);
    expect(scheduled).toBe(1);
    server.ctx.log = log;
    expect(logged).toEqual(['warn Yeniden yayın isteği reddedildi', 'warn Yeniden yayın isteği reddedildi']);
  });

  it('contentChanged sends a signed webhook to PUBLISH_WEBHOOK_URL when one is set', async () => {
    const other = await startTestServer(db, {
      PUBLISH_WEBHOOK_URL: `${server.url}${WEBHOOK_PATH}`,
      PUBLISH_WEBHOOK_SECRET: 'shared-secret-0123456789',
    });
    try {
      // The receiving server must know the same secret.
      server.ctx.config = { ...server.ctx.config, PUBLISH_WEBHOOK_SECRET: 'shared-secret-0123456789' };
      await contentChanged(other.ctx, 'setting:hero_main_title');
      expect(scheduled).toBe(2);
    } finally {
      await other.close();
    }
  });
});
