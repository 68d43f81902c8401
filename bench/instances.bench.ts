// One instance or two behind nginx (deploy/nginx/shop.conf): the home page and the catalogue
// listing at 32 concurrent connections through nginx with one upstream, then with two, each
// instance its own process (as systemd runs them) on one PostgreSQL with the demo catalogue.
//   npm run bench -- instances            BENCH_SECONDS=5 BENCH_DATABASE_URL=postgres://… to change
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { removeShopData } from '../tests/helpers/data-dirs.ts';
import postgres from 'postgres';
import { freePort, startNginx } from '../tests/helpers/nginx.ts';
import { loadHttp, type LoadResult } from './load.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = [
  ['home page /', '/'],
  ['catalogue /api/products', '/api/products?page=1&pageSize=12'],
] as const;

interface Instance {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(process.cwd(), 'data', 'bench-instance-'));
  const port = await freePort();
  const child = spawn(process.execPath, SHOP_START_ARGS, {
    env: {
      ...SHOP_START_ENV,
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without a real provider and a public address; the bench takes
      // no payments, so it says so explicitly.
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_SITE_URL: 'https://www.elektrikmagaza.example',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: randomBytes(9).toString('base64url'),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Ready as a load balancer sees it (the start line is not logged at LOG_LEVEL=error).
  while (
    !(await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, child, dataDir };
}

async function stopInstance(instance: Instance) {
  if (instance.child.exitCode === null) {
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => instance.child.once('exit', resolve));
  }
  await removeShopData(instance.dataDir);
}

/** Each target after a short warm-up (JIT, caches, keep-alive connections), which is not counted. */
async function measure(base: string): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [, target] of TARGETS) {
    await loadHttp(base + target, CONNECTIONS, 2);
    results.push(await loadHttp(base + target, CONNECTIONS, SECONDS));
  }
  return results;
}

async function throughNginx(instances: Instance[]): Promise<LoadResult[]> {
  const nginx = await startNginx(instances.map((i) => new URL(i.url).host));
  try {
    return await measure(nginx.url);
  } finally {
    await nginx.stop();
  }
}

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms${r.errors ? `  (${r.errors} errors)` : ''}`;

const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
if (
  !(await admin`SELECT 1`.then(
    () => true,
    () => false,
  ))
) {
  console.log(`no PostgreSQL at ${SERVER_URL}: several instances need one; skipped`);
  await admin.end();
} else {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const instances: Instance[] = [];
  try {
    console.log(`Instances benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, demo catalogue, PostgreSQL`);
    instances.push(await startInstance(url.href));
    instances.push(await startInstance(url.href));
    // The floor of this run: one instance without nginx (the machine's load changes between runs).
    const direct = await measure(instances[0]!.url);
    const one = await throughNginx(instances.slice(0, 1));
    const two = await throughNginx(instances);
    TARGETS.forEach(([label], i) => {
      console.log(`${label.padEnd(26)} 1 instance, no nginx ${fmt(direct[i]!)}`);
      console.log(`${''.padEnd(26)} nginx + 1 instance  ${fmt(one[i]!)}`);
      console.log(
        `${''.padEnd(26)} nginx + 2 instances ${fmt(two[i]!)}  → ${(two[i]!.perSecond / one[i]!.perSecond).toFixed(2)}× one`,
      );
    });
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
