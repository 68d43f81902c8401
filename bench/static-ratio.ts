// Cached answers against a static file server (issue 40): one shop process and one nginx worker
// serving the very bytes the shop answered, from disk, at 32 connections in the same run. The
// ratio (shop's requests per second over nginx's) for the five listing shapes and the home page;
// the goal is 0.5. The shop runs as `npm start` would run it (its own process, default
// settings) over the demo catalogue and 10,000 generated products.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#api/core/config.ts';
import { openDatabase, type Database } from '#db/connection.ts';
import { createUploadStore } from '#api/storage/upload-store.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import { migrate } from '#db/migrate.ts';
import { seedDemo } from '#db/seed/demo.ts';
import { seedLarge } from '#db/seed/large.ts';
import { startStaticNginx } from '../tests/helpers/nginx.ts';
import { waitForShopUrl } from '../tests/helpers/shop-process.ts';
import { freshServerDatabase, listings } from './catalogue.ts';
import { loadHttp } from './load.ts';
import type { Figure } from './figures.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const CONNECTIONS = 32;
const SECONDS = 5;
const GZIP = { 'accept-encoding': 'gzip' };

/** The raw bytes of an answer (gzipped when the shop gzips it) and whether they are gzip. */
function rawGet(url: string): Promise<{ body: Buffer; gzip: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: GZIP }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ body: Buffer.concat(chunks), gzip: res.headers['content-encoding'] === 'gzip' })
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** The shop in its own process over `env`'s database, as `npm start` starts it. */
async function startShopProcess(env: Record<string, string>) {
  // BENCH_PROFILE=<folder>: the shop writes a CPU profile there (node --cpu-prof), to see where its time goes.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...SHOP_START_ARGS], {
    env: { ...SHOP_START_ENV, ...process.env, PORT: '0', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForShopUrl(child);
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function seed(db: Database, dataDir: string) {
  await migrate(db.sql);
  await seedDemo(db.sql, seedMedia(createUploadStore(loadConfig({ DATA_DIR: dataDir }))));
  await seedLarge(db.sql, { products: 10_000 });
  await db.sql`VACUUM ANALYZE`;
}

async function ratiosOn(label: string, dataDir: string, env: Record<string, string>, shapes: [string, string][]) {
  const shop = await startShopProcess({ DATA_DIR: dataDir, ...env });
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-static-'));
  const figures: Figure[] = [];
  try {
    const paths: [string, string][] = [
      ['home page', '/'],
      ...shapes.map(([l, q]): [string, string] => [l, `/api/products?${q}`]),
    ];
    const files: [string, string, string][] = [];
    for (const [i, [name, p]] of paths.entries()) {
      // The shop's answer once (the cache fills), then the bytes it sends while nothing changes.
      await rawGet(shop.url + p);
      const { body, gzip } = await rawGet(shop.url + p);
      const file = `answer-${i}`;
      await writeFile(path.join(root, gzip ? `${file}.gz` : file), body);
      if (gzip) await writeFile(path.join(root, file), '');
      files.push([name, p, `/${file}`]);
    }
    const nginx = await startStaticNginx(root);
    try {
      for (const [name, p, file] of files) {
        await loadHttp(shop.url + p, CONNECTIONS, 1, GZIP);
        const app = await loadHttp(shop.url + p, CONNECTIONS, SECONDS, GZIP);
        await loadHttp(nginx.url + file, CONNECTIONS, 1, GZIP);
        const floor = await loadHttp(nginx.url + file, CONNECTIONS, SECONDS, GZIP);
        const ratio = app.perSecond / floor.perSecond;
        console.log(
          `${label} ${name}: shop ${app.perSecond.toFixed(0)} req/s (p99 ${app.p99.toFixed(1)} ms), nginx ${floor.perSecond.toFixed(0)} req/s → ${ratio.toFixed(2)}`,
        );
        figures.push({
          name: `${label} ${name}: shop / nginx requests per second`,
          value: ratio,
          unit: '×',
          // The goal is for the cached listings; the home page is printed beside them.
          goal: name === 'home page' ? {} : { atLeast: 0.5 },
        });
      }
    } finally {
      await nginx.stop();
    }
  } finally {
    await shop.stop();
    await rm(root, { recursive: true, force: true });
  }
  return figures;
}

/** BENCH_BACKENDS=postgres (or pglite) limits the run to one database. */
export async function staticRatioFigures(): Promise<Figure[]> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  const figures: Figure[] = [];
  if (backends.includes('pglite')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-ratio-'));
    try {
      const db = await openDatabase({ pgliteDir: loadConfig({ DATA_DIR: dataDir }).pgliteDir, durable: false });
      const shapes = await seed(db, dataDir)
        .then(() => listings(db))
        .finally(() => db.close());
      figures.push(...(await ratiosOn('PGlite', dataDir, {}, shapes)));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const server = backends.includes('postgres') ? await freshServerDatabase() : null;
  if (server) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-ratio-'));
    try {
      await seed(server.db, dataDir);
      const shapes = await listings(server.db);
      figures.push(...(await ratiosOn('PostgreSQL', dataDir, { DATABASE_URL: server.url }, shapes)));
    } finally {
      await server.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}
