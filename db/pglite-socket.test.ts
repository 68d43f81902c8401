import { describe, expect, it } from 'vitest';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './connection.ts';

// postgres.js reaches embedded PGlite through a unix socket in the temporary folder, with no
// password: whoever may write to the socket has the whole database.
describe('the embedded database socket', () => {
  it("is the shop's user's alone, even when the process was left without a umask", async () => {
    const before = process.umask(0);
    let db;
    try {
      db = await openDatabase({ pgliteDir: 'memory://' });
    } finally {
      process.umask(before);
    }
    try {
      const socket = db.sql.options.path;
      expect(socket).toMatch(/shop-pglite-.*\.sock$/);
      expect(((await stat(socket!)).mode & 0o777).toString(8)).toBe('600');
      expect(((await stat(path.dirname(socket!))).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await db.close();
    }
  });
});
