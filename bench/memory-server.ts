// The PostgreSQL half of the memory figure alone (issue 48), for trying a change quickly:
//   node bench/memory-server.ts [runs]
// Starts the shop as `npm start` does on a fresh server database, sends the same 10,000 mixed GETs
// as bench/memory.ts and reads VmRSS after 5 quiet seconds. SHOP_EXTRA_ARGS adds node flags
// before the shop's own (for a probe); every other variable passes through to the shop and
// overrides the start command's own environment (MALLOC_ARENA_MAX= to try without it).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { categoryPath, productPath } from '#api/shared/catalogue-paths.ts';
import { freshServerDatabase } from './catalogue.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const WARM_UP = Number(process.env.WARM_UP ?? 10_000);
const CONNECTIONS = 8;

const residentMb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

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

async function warmUp(url: string, count: number): Promise<void> {
  const paths = await mixedPaths(url);
  let next = 0;
  const loop = async () => {
    while (next < count) {
      const res = await fetch(url + paths[next++ % paths.length]!);
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`${res.status} for ${res.url}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
}

const extra = (process.env.SHOP_EXTRA_ARGS ?? '').split(' ').filter(Boolean);
for (let run = 0; run < Number(process.argv[2] ?? 1); run++) {
  const server = await freshServerDatabase();
  if (!server) throw new Error('PostgreSQL does not answer');
  await server.db.close();
  await mkdir('data', { recursive: true });
  const dataDir = await mkdtemp(path.resolve('data', 'bench-memory-'));
  try {
    const child = spawn(process.execPath, [...extra, ...SHOP_START_ARGS], {
      env: {
        ...SHOP_START_ENV,
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: server.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Mağaza hazır: (http\S+)/.exec(output);
        if (ready) resolve(ready[1]!);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
    const afterStart = await residentMb(child.pid!);
    const warming = performance.now();
    await warmUp(url, WARM_UP);
    const warmSeconds = (performance.now() - warming) / 1000;
    await new Promise((r) => setTimeout(r, 5000));
    const settled = await residentMb(child.pid!);
    if (process.env.PROBE_SIGNAL) {
      child.kill(process.env.PROBE_SIGNAL as NodeJS.Signals);
      await new Promise((r) => setTimeout(r, Number(process.env.PROBE_WAIT ?? 1500)));
    }
    console.log(
      `PostgreSQL: ${afterStart.toFixed(0)} MB after start, ${settled.toFixed(0)} MB after ${WARM_UP} requests in ${warmSeconds.toFixed(1)} s (pid ${child.pid})`,
    );
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  } finally {
    await server.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
