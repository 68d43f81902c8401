import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './webhook-signature.ts';

export const WEBHOOK_PATH = '/api/publish/webhook';

export interface RebuildEvent {
  event: 'content.changed' | 'rebuild.requested';
  /** What changed, e.g. "setting:hero_main_title"; for logs only. */
  reason: string;
  at: string;
}

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
