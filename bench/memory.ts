// The shop's memory and start figures (issue 48), on the shop as `npm start` runs it: its own
// process (and the site build's child), the demo catalogue, a warm-up of 10,000 mixed requests.
// Resident memory is read from /proc, the process's own and its children's added together.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { categoryPath, productPath } from '#api/shared/catalogue-paths.ts';
import { freshServerDatabase } from './catalogue.ts';
import type { Figure } from './figures.ts';
import { removeShopData } from '../tests/helpers/data-dirs.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const WARM_UP = 10_000;
const CONNECTIONS = 8;

/** Resident kilobytes of a process (VmRSS), or its highest so far (VmHWM); 0 once it is gone. */
async function residentKb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** A process and all its descendants. */
async function processTree(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const children = (
    await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')))
  )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...(await Promise.all(children.map(processTree))).flat()];
}

const treeMb = async (pid: number) =>
  (await Promise.all((await processTree(pid)).map((p) => residentKb(p)))).reduce((a, b) => a + b, 0) / 1024;

interface StartedShop {
  child: ChildProcess;
  url: string;
  seconds: number;
  /** The shop process's highest resident memory until it answered. */
  peakMb: number;
  /** The same for the shop and its children (the site build) added together, sampled. */
  treePeakMb: number;
  ownMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `node api/main.ts` as `npm start` does and waits for its 'ready' line. */
async function startShopProcess(env: Record<string, string>): Promise<StartedShop> {
  const started = performance.now();
  const child = spawn(process.execPath, SHOP_START_ARGS, {
    env: {
      ...SHOP_START_ENV,
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let treePeakMb = 0;
  const sampler = setInterval(() => void treeMb(child.pid!).then((mb) => (treePeakMb = Math.max(treePeakMb, mb))), 100);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Mağaza hazır: (http\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}) before it was ready:\n${output}`)));
  }).finally(() => clearInterval(sampler));
  const seconds = (performance.now() - started) / 1000;
  return {
    child,
    url,
    seconds,
    peakMb: (await residentKb(child.pid!, 'VmHWM')) / 1024,
    treePeakMb: Math.max(treePeakMb, await treeMb(child.pid!)),
    ownMb: async () => (await residentKb(child.pid!)) / 1024,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The addresses a day's visitors ask for: pages, listings with filters and search, the API. */
async function mixedPaths(url: string): Promise<string[]> {
  const listing = (await (await fetch(`${url}/api/products?pageSize=48`)).json()) as {
    products: { id: number; slug: string }[];
  };
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as { id: number; slug: string }[];
  const paths = [
    '/',
    '/urunler',
    '/sirket',
    '/iletisim',
    '/api/products',
    '/api/products?page=2',
    '/api/products?sortBy=price',
    '/api/products?search=kablo',
    '/api/products?search=sigorta&sortBy=price',
    '/api/products?inStockOnly=true&minPrice=100',
    '/api/categories',
    '/api/cart',
  ];
  for (const p of listing.products.slice(0, 24)) paths.push(productPath(p.slug), `/api/products/details/${p.id}`);
  for (const c of categories.slice(0, 12)) paths.push(categoryPath(c.slug), `/api/products?categoryIds=${c.id}`);
  return paths;
}

/** `count` GETs over `CONNECTIONS` loops, cycling through the mixed addresses. */
async function warmUp(url: string, count: number): Promise<void> {
  const paths = await mixedPaths(url);
  let next = 0;
  let failed = 0;
  const loop = async () => {
    while (next < count) {
      const res = await fetch(url + paths[next++ % paths.length]!);
      await res.arrayBuffer();
      if (res.status >= 500) failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  if (failed) throw new Error(`${failed} of ${count} warm-up requests answered 5xx`);
}

/** After the warm-up, the figure is read once the shop has had a few quiet seconds. */
const settledMb = async (shop: StartedShop) => {
  await new Promise((r) => setTimeout(r, 5000));
  return shop.ownMb();
};

export async function memoryFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  await mkdir('data', { recursive: true });
  const dataDir = await mkdtemp(path.resolve('data', 'bench-memory-'));
  try {
    const first = await startShopProcess({ DATA_DIR: dataDir });
    const afterStart = await first.ownMb();
    await warmUp(first.url, WARM_UP);
    const embedded = await settledMb(first);
    await first.stop();
    console.log(
      `embedded: first start ${first.seconds.toFixed(1)} s, peak ${first.peakMb.toFixed(0)} MB ` +
        `(${first.treePeakMb.toFixed(0)} MB with the site build's process), ` +
        `${afterStart.toFixed(0)} MB after start, ${embedded.toFixed(0)} MB after ${WARM_UP} requests`,
    );
    const later = await startShopProcess({ DATA_DIR: dataDir });
    console.log(
      `embedded: later start ${later.seconds.toFixed(1)} s, ${(await later.ownMb()).toFixed(0)} MB after start`,
    );
    await later.stop();
    figures.push(
      { name: 'first start (embedded, demo seed, site build)', value: first.seconds, unit: 's', goal: { atMost: 15 } },
      // The database's first preparation and the site build run in child processes: their memory
      // is the first start's too, sampled with the shop's own.
      {
        name: 'first start peak memory (with its child processes)',
        value: first.treePeakMb,
        unit: 'MB',
        goal: { atMost: 700 },
      },
      { name: `memory after ${WARM_UP} requests (embedded)`, value: embedded, unit: 'MB', goal: { atMost: 400 } },
      { name: 'later start (embedded)', value: later.seconds, unit: 's', goal: { atMost: 2 } },
    );
  } finally {
    await removeShopData(dataDir);
  }

  const server = await freshServerDatabase();
  if (!server) {
    console.log('PostgreSQL does not answer: its memory figure is skipped');
    return figures;
  }
  await server.db.close();
  const serverDataDir = await mkdtemp(path.resolve('data', 'bench-memory-'));
  try {
    const shop = await startShopProcess({ DATA_DIR: serverDataDir, DATABASE_URL: server.url });
    await warmUp(shop.url, WARM_UP);
    const onServer = await settledMb(shop);
    await shop.stop();
    console.log(`PostgreSQL: start ${shop.seconds.toFixed(1)} s, ${onServer.toFixed(0)} MB after ${WARM_UP} requests`);
    figures.push({
      name: `memory after ${WARM_UP} requests (PostgreSQL)`,
      value: onServer,
      unit: 'MB',
      goal: { atMost: 200 },
    });
  } finally {
    await server.drop();
    await removeShopData(serverDataDir);
  }
  return figures;
}
