import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound } from '#api/core/errors.ts';
import type { FeedState } from './feed-state.ts';

export const feedMessages = {
  off: 'Ürün akışı bulunamadı',
  token: 'Bu ürün akışı için geçerli bir erişim anahtarı (token) gerekiyor',
} as const;

/**
 * Throws unless the request may read the feeds (decision 0276): off answers 404 as if there
 * were none; with a token set, a missing or wrong `?token=` answers 403 saying what is
 * missing. The compare takes the same time whatever the guess (both sides hashed to one length).
 */
export function assertFeedAccess(state: FeedState, given: string | null | undefined): void {
  if (!state.enabled) throw notFound(feedMessages.off);
  if (state.token === null) return;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (!timingSafeEqual(digest(given ?? ''), digest(state.token))) throw forbidden(feedMessages.token);
}
