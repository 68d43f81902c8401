import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

// PGlite starts PostgreSQL with -F (fsync off). Dropping -F alone is not enough on Node:
// measured on PGlite 0.5.14, its NODEFS file system has no fsync operation and fdatasync
// is a stub, so a commit still never reaches the disk. Durable mode therefore starts
// without -F, makes the WAL sync with plain fsync(), and gives NODEFS an fsync that calls
// the real one (docs/decisions/0117).

/** PGlite's own start parameters (dist defaults of 0.5.14) without -F, WAL synced by fsync(). */
export const DURABLE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  FS?: { filesystems?: { NODEFS?: { stream_ops: Record<string, unknown> } } };
}

/** Gives PGlite's NODEFS a real fsync; false when this PGlite build has no such file system. */
export function enableNodeFsync(db: PGlite): boolean {
  const ops = (db as unknown as { mod?: EmscriptenModule }).mod?.FS?.filesystems?.NODEFS?.stream_ops;
  if (!ops) return false;
  ops.fsync = (stream: NodeFsStream) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    return 0;
  };
  return true;
}
