import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook.ts';

const secret = 'test-secret-of-sixteen+';
const body = JSON.stringify({ event: 'content.changed', reason: 'setting:hero_main_title' });

describe('rebuild webhook signature', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const ts = Math.floor(now / 1000);

  it('accepts a fresh request signed with the secret', () => {
    expect(
      verifyWebhook(secret, { signature: signWebhook(secret, ts, body), timestamp: String(ts) }, body, now),
    ).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret or a changed timestamp', () => {
    const signature = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, { signature, timestamp: String(ts) }, body + ' ', now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyWebhook('another-secret-123456', { signature, timestamp: String(ts) }, body, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyWebhook(secret, { signature, timestamp: String(ts + 1) }, body, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses requests older or newer than five minutes, and missing headers', () => {
    const old = ts - 301;
    expect(
      verifyWebhook(secret, { signature: signWebhook(secret, old, body), timestamp: String(old) }, body, now),
    ).toEqual({ ok: false, reason: 'stale' });
    const future = ts + 301;
    expect(
      verifyWebhook(secret, { signature: signWebhook(secret, future, body), timestamp: String(future) }, body, now),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(secret, { signature: null, timestamp: String(ts) }, body, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyWebhook(secret, { signature: 'sha256=00', timestamp: 'abc' }, body, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});
