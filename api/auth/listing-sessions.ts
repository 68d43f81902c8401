import { LRUCache } from 'lru-cache';
import type { Sql } from '#db/connection.ts';
import type { CatalogueWatch } from '../services/catalogue/listing/catalogue-watch.ts';
import type { Authenticated } from './guards.ts';
import { hasEnded, renewalOf, SESSION_TOKEN, sessionIdOf, validateSessionToken } from './session.ts';

// The sessions the listing's straight path validated (issue 36, decision 0333): a trade buyer's
// `GET /api/products` is priced for their group without a database round trip for the session.
// A kept session is forgotten when the database announces its end, a change of its customer
// (price group, admin flag, name) or of a price group (migration 0196, on the catalogue watch's
// channel), and is used only while the watch is believed, so it is never older than the watch's
// bound (1 s on a PostgreSQL server; on PGlite the notices arrive before the change settles).
// One that ended by time, or is due a renewal, is validated (and renewed) in the database again.
// Only the listing uses it: prices are all a stale session could show, never an account or rights.

const KEPT = 10_000;

export type ListingSessions = (sql: Sql, token: string) => Promise<Authenticated | null>;

export function createListingSessions(watch: CatalogueWatch | undefined): ListingSessions {
  const kept = new LRUCache<string, Authenticated>({ max: KEPT });
  /** Moves with every notice: a validation is kept only when none arrived while it ran. */
  let notices = 0;
  watch?.onNotice((kind, id) => {
    notices++;
    if (kind === 'session' && id) kept.delete(id);
    else if (kind === 'user') {
      for (const [sessionId, auth] of kept.entries()) if (String(auth.user.id) === id) kept.delete(sessionId);
    } else if (kind === 'group' || kind === 'reset') kept.clear();
  });

  return async (sql, token) => {
    if (!watch?.trusted() || !SESSION_TOKEN.test(token)) return validateSessionToken(sql, token);
    const id = sessionIdOf(token);
    const hit = kept.get(id);
    const now = Date.now();
    if (hit && !hasEnded(hit.session, now) && !renewalOf(hit.session, hit.user.isAdmin, now)) return hit;
    const before = notices;
    const auth = await validateSessionToken(sql, token);
    if (auth && notices === before) kept.set(id, auth);
    else kept.delete(id);
    return auth;
  };
}
