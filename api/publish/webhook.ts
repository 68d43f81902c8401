import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../core/context.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from '../core/private-files.ts';
import { readBodyLimited } from '../http/body-limit.ts';

// The rebuild webhook, both ends: a content change sends a signed POST (to PUBLISH_WEBHOOK_URL, or
// by default straight to this app's receiver), the receiver checks it and schedules a build. The
// signature is HMAC-SHA256 over "<timestamp>.<body>", so neither the body nor the time can be
// changed without the secret.

export const WEBHOOK_PATH = '/api/publish/webhook';
export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';
/** Older (or further in the future) requests are refused: replays stay short-lived. */
export const MAX_AGE_SECONDS = 300;

export interface RebuildEvent {
  event: 'content.changed' | 'rebuild.requested';
  /** What changed, e.g. "setting:hero_main_title"; for logs only. */
  reason: string;
  at: string;
}

// The secret

const cache = new Map<string, Promise<string>>();

/**
 * PUBLISH_WEBHOOK_SECRET, else a random secret generated once and kept in
 * DATA_DIR/publish-webhook.secret (owner-only), so restarts keep verifying.
 */
export function webhookSecret(config: { PUBLISH_WEBHOOK_SECRET?: string; dataDir: string }): Promise<string> {
  if (config.PUBLISH_WEBHOOK_SECRET) return Promise.resolve(config.PUBLISH_WEBHOOK_SECRET);
  let secret = cache.get(config.dataDir);
  if (!secret) {
    secret = readOrCreate(path.join(config.dataDir, 'publish-webhook.secret'));
    cache.set(config.dataDir, secret);
    secret.catch(() => cache.delete(config.dataDir));
  }
  return secret;
}

async function readOrCreate(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
  const fresh = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote one first, theirs wins.
    await writeFile(file, fresh, { flag: 'wx', mode: PRIVATE_FILE });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

// The signature

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type WebhookCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'signature' };

/** Checks the headers of a received webhook against its raw body. */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowMs = Date.now(),
): WebhookCheck {
  if (!headers.signature || !headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp))
    return { ok: false, reason: 'missing' };
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowMs / 1000 - timestamp) > MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  return { ok: true };
}

// The sender

/** The signed POST a content change sends; the default target is the app's own receiver. */
export function signedWebhookRequest(url: string, secret: string, payload: RebuildEvent, nowMs = Date.now()): Request {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(nowMs / 1000);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
    },
    body,
  });
}

// The receiver

const MAX_BODY = 16 * 1024;
const REFUSALS = {
  missing: 'İmza bilgisi eksik',
  stale: 'İsteğin zaman damgası geçersiz veya süresi dolmuş',
  signature: 'Geçersiz imza',
} as const;

/**
 * Checks signature and age, then schedules a debounced build (a burst of edits → one build) and
 * answers at once with 202.
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
