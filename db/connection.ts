import postgres from 'postgres';
import os from 'node:os';
import path from 'node:path';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { DURABLE_START_PARAMS, enableNodeFsync } from './pglite-durability.ts';
import { lockDataDir } from './pglite-lock.ts';
import { PRIVATE_DIR, PRIVATE_FILE, tightenTree } from '#api/core/private-files.ts';

export type Sql = postgres.Sql;
/** An open transaction: what `sql.begin` hands its callback. Writes that must run inside one take this. */
export type Tx = postgres.TransactionSql;
/** A connection or an open transaction: queries that run in either (a read inside the build snapshot, a cart line) take this. */
export type Db = Sql | Tx;
/** The row type of a statement whose rows nobody reads (INSERT, UPDATE or DELETE without RETURNING): any column access fails. */
export type NoRows = object[];

export interface Database {
  sql: Sql;
  kind: 'pglite' | 'postgres';
  /**
   * Receives the notifications of `channel` (NOTIFY, pg_notify) as they commit. `onReady` runs
   * once listening and after every reconnection (notifications sent meanwhile are lost, so a
   * listener catches up then). Answers the way to stop.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>>;
  /** Embedded only: the whole data folder as a tar, which `loadDataDir` starts from (the tests' migrated template, the installed one). */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** A PostgreSQL server URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  pgliteDir?: string;
  /** PGlite on disk: commits reach the disk before they are acknowledged (default true; false only for benchmarks). */
  durable?: boolean;
  /** PGlite: starts from this data-folder dump (`dumpDataDir`) instead of running initdb (the tests' migrated template, decision 0440's installed one). */
  loadDataDir?: Blob;
}

// Numeric and bigint columns arrive as strings so money never passes through floats.
// Statements are prepared, and PostgreSQL would switch them to a generic plan after five
// runs: for the market's filters (arrays, price ranges) that plan scans the whole table,
// so every execution is planned for its own values (docs/decisions/0006).
const sharedOptions = {
  onnotice: () => {},
  types: {},
  transform: { undefined: null },
  connection: { plan_cache_mode: 'force_custom_plan' },
} satisfies postgres.Options<Record<string, never>>;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const sql = postgres(options.url, { ...sharedOptions, max: 10 });
    return {
      sql,
      kind: 'postgres',
      async listen(channel, onPayload, onReady) {
        // postgres.js keeps one connection for listening and listens again after it reconnects.
        const listening = await sql.listen(channel, onPayload, onReady);
        return () => listening.unlisten();
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  return openEmbedded(options.pgliteDir ?? 'memory://', options.durable ?? true, options.loadDataDir);
}

// PGlite's buffer cache is memory of this process: PostgreSQL's default 128 MB (PGlite's
// 160 MB) is sized for a server of its own, and a shop's catalogue is a few MB on disk, which
// the system's file cache keeps warm anyway (decision 0352). Given to initdb too, so a new data
// folder's postgresql.conf says the same.
const MEMORY_PARAMS = ['-c', 'shared_buffers=32MB'];

// PGlite runs in this process; postgres.js reaches it through a private unix
// socket. PGlite serves one connection at a time, hence max: 1.
async function openEmbedded(dir: string, durable: boolean, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const onDisk = !dir.startsWith('memory://');
  if (onDisk) await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const unlock = onDisk ? await lockDataDir(dir) : async () => {};
  const sync = onDisk && durable;
  const db = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...(sync ? DURABLE_START_PARAMS : PGlite.defaultStartParams), ...MEMORY_PARAMS],
    initDbStartParams: MEMORY_PARAMS,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  // PGlite writes its files as 0666 whatever the umask: they are made the shop's alone at
  // every open and close (and the folder is 0700 in between, for the few it writes meanwhile).
  if (onDisk) await tightenTree(dir);
  if (sync && !enableNodeFsync(db)) throw new Error('PGlite: fsync could not be enabled (unknown PGlite build)');
  // PGlite is one backend session shared by every socket connection, and it ignores
  // startup parameters: the session setting is made here instead.
  await db.exec('SET plan_cache_mode = force_custom_plan');
  // The socket asks no password: it sits in a folder of its own that only the shop's user may
  // enter (mkdtemp makes it 0700), and is itself 0600, whatever the umask.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'shop-pglite-'));
  const socketPath = path.join(socketDir, 'pglite.sock');
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();
  await chmod(socketPath, PRIVATE_FILE);
  // PGlite's one session is also the listening one: its notifications arrive on the one connection,
  // in the answer to the statement that committed them, before that statement's promise settles.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const sql = postgres({
    ...sharedOptions,
    path: socketPath,
    max: 1,
    username: 'postgres',
    database: 'postgres',
    onnotify: (channel: string, payload: string) => listeners.get(channel)?.forEach((l) => l(payload)),
  } as postgres.Options<Record<string, never>>);
  return {
    sql,
    kind: 'pglite',
    async listen(channel, onPayload, onReady) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await sql.unsafe(`LISTEN "${channel.replace(/"/g, '""')}"`);
      }
      set.add(onPayload);
      onReady?.();
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          await sql.unsafe(`UNLISTEN "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
        }
      };
    },
    dumpDataDir: (compression = 'none') => db.dumpDataDir(compression),
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await rm(socketDir, { recursive: true, force: true });
      await db.close();
      if (onDisk) await tightenTree(dir);
      await unlock();
    },
  };
}
