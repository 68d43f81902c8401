// What this instance knows of the catalogue's committed state without asking the database
// (issue 40, decision 0312): the version and the stock figures, pushed on `shop_catalogue` by
// the database's triggers (migration 0168) and learned from the reads answers make anyway. A
// cached listing or page whose products' figures are all known answers without a round trip.
//
// Staleness is bounded: the watch pings itself through the database every PING_MS, and is
// believed only while its last ping came back less than TRUST_MS ago. A ping back proves that
// every change committed before it was sent has been applied (notifications arrive in commit
// order), so no answer shows figures older than TRUST_MS, even when the listening connection
// is lost without a word. A new connection starts from nothing: notifications sent meanwhile
// are gone, so what was known is forgotten and learned again.
//
// PGlite runs in this process and delivers a notification before the statement that committed it
// settles: nothing can be lost on the way, so the watch there needs no pings and is always
// believed. (A transaction that only notifies would also keep PGlite's VACUUM from marking pages
// all-visible until the next write.)
import { randomBytes } from 'node:crypto';
import type { Database } from '#db/connection.ts';
import type { ProductView } from '#api/schemas/products.ts';
import type { LiveStock } from './live-stock.ts';

export const CATALOGUE_CHANNEL = 'shop_catalogue';
/** How often the watch pings itself. */
export const PING_MS = 250;
/** How long after a ping was sent the watch is believed, at most, when no later ping comes back. */
export const TRUST_MS = 1000;

export interface CatalogueWatch {
  /** The version and these products' figures as known here, or null when they must be read. */
  known(products: readonly ProductView[]): LiveStock | null;
  /** A counter to take before a read: `learn` keeps only what no notification changed since. */
  mark(): number;
  /** What a read found, so the next answers need no read. */
  learn(read: LiveStock, since: number): void;
  /**
   * Resolves once every change committed before the call has been applied (a ping round trip),
   * or after `TRUST_MS` without one (the listening connection lost; the trust runs out then too).
   */
  settled(): Promise<void>;
  /** Whether what arrived on the channel is believed now (its last ping came back in time). */
  trusted(): boolean;
  /**
   * Calls `listener` with each other notice on the channel (`session:…`, `user:…`, `group:…`,
   * migration 0196) in commit order, and with null when the connection was lost and notices may
   * be missing.
   */
  onNotice(listener: (kind: string, id: string | null) => void): void;
  close(): Promise<void>;
}

const stockKey = (kind: string, id: string) => (kind === 'p' ? id : `v${id}`);

export async function startCatalogueWatch(
  db: Pick<Database, 'sql' | 'listen' | 'kind'>,
  timing: { pingMs?: number; trustMs?: number } = {},
): Promise<CatalogueWatch> {
  const pingMs = timing.pingMs ?? PING_MS;
  const trustMs = timing.trustMs ?? TRUST_MS;
  const token = randomBytes(6).toString('hex');
  let version: string | null = null;
  const stock = new Map<string, number>();
  /** Notification counter; `changedAt` holds it per key (and '' for the version). */
  let seq = 0;
  const changedAt = new Map<string, number>();
  /** Reads that began before the last (re)connection are not learned from. */
  let resetAt = 0;
  let trustedUntil = 0;
  let pings = 0;
  /** The last of this instance's pings that came back, and who waits for one. */
  let pingedBack = 0;
  const waiting = new Map<number, () => void>();
  /** Moves with every change of what the watch knows; an answer worked out since it last moved is reused. */
  let epoch = 0;
  const answered = new WeakMap<readonly ProductView[], { epoch: number; known: LiveStock }>();
  const listeners: ((kind: string, id: string | null) => void)[] = [];

  function forget() {
    for (const listener of listeners) listener('reset', null);
    epoch++;
    version = null;
    stock.clear();
    changedAt.clear();
    trustedUntil = 0;
    resetAt = ++seq;
  }

  function onPayload(payload: string) {
    const [kind, a, b] = payload.split(':') as [string, string, string | undefined];
    seq++;
    if (kind === 'version' || kind === 'p' || kind === 'v') epoch++;
    if (kind === 'version') {
      version = a;
      changedAt.set('', seq);
    } else if ((kind === 'p' || kind === 'v') && b !== undefined) {
      const key = stockKey(kind, a);
      stock.set(key, Number(b));
      changedAt.set(key, seq);
    } else if (kind === 'ping' && a === token && b !== undefined) {
      const [sentAt, n] = b.split('/').map(Number) as [number, number];
      trustedUntil = Math.max(trustedUntil, sentAt + trustMs);
      pingedBack = Math.max(pingedBack, n);
      for (const [k, done] of waiting) {
        if (k > n) continue;
        waiting.delete(k);
        done();
      }
    } else if (kind !== 'ping') {
      for (const listener of listeners) listener(kind, a);
    }
  }

  async function ping(): Promise<number> {
    const n = ++pings;
    await db.sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${`ping:${token}:${Date.now()}/${n}`})`;
    return n;
  }

  const inProcess = db.kind === 'pglite';
  const stop = await db.listen(CATALOGUE_CHANNEL, onPayload, () => {
    forget();
    if (inProcess) trustedUntil = Infinity;
  });
  // A failed ping (the database away) only lets the trust run out.
  const timer = inProcess ? undefined : setInterval(() => void ping().catch(() => undefined), pingMs);
  timer?.unref();
  if (!inProcess) void ping().catch(() => undefined);

  return {
    known(products) {
      if (version === null || Date.now() > trustedUntil) return null;
      // A cached listing asks with the same products again and again: while nothing changed, the
      // answer worked out last time (the same object, so the cache sees the same stock at once).
      const last = answered.get(products);
      if (last?.epoch === epoch) return last.known;
      const shown = new Map<string, number>();
      for (const p of products) {
        const own = stock.get(String(p.id));
        if (own === undefined) return null;
        shown.set(String(p.id), own);
        for (const v of p.variants) {
          const figure = stock.get(`v${v.id}`);
          if (figure === undefined) return null;
          shown.set(`v${v.id}`, figure);
        }
      }
      const known = { version, stock: shown };
      answered.set(products, { epoch, known });
      return known;
    },
    mark: () => seq,
    learn(read, since) {
      if (since < resetAt) return;
      epoch++;
      if ((changedAt.get('') ?? 0) <= since) version = read.version;
      for (const [key, figure] of read.stock) if ((changedAt.get(key) ?? 0) <= since) stock.set(key, figure);
    },
    async settled() {
      if (inProcess) return;
      const n = await ping().catch(() => 0);
      // PGlite delivers a notification before the statement that sent it settles.
      if (n === 0 || pingedBack >= n) return;
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(() => (waiting.delete(n), resolve()), trustMs);
        waiting.set(n, () => (clearTimeout(timeout), resolve()));
      });
    },
    trusted: () => Date.now() <= trustedUntil,
    onNotice(listener) {
      listeners.push(listener);
    },
    async close() {
      clearInterval(timer);
      for (const done of waiting.values()) done();
      await stop();
    },
  };
}
