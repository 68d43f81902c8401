// Republish and page-weight figures: edit-to-live (median of 5), build time,
// JavaScript (gzip) loaded by / and /sirket, HTML size of /.
// Run: node bench/republish.bench.ts   (starts its own shop on a fresh embedded database)
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../api/core/config.ts';
import { startShop } from '../api/boot.ts';
import { createSession, generateSessionToken } from '../api/auth/session.ts';
import { launchChromium } from '../tests/e2e/chromium.ts';

const dataDir = await mkdtemp(path.resolve('data', 'bench-'));
const config = loadConfig({ ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
const shop = await startShop(config);
try {
  const [admin] = await shop.ctx.sql<{ id: number }[]>`SELECT id FROM users WHERE is_admin LIMIT 1`;
  const token = generateSessionToken();
  await createSession(shop.ctx.sql, token, admin!.id);

  const editToLive: number[] = [];
  const builds: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const title = `Ölçüm başlığı ${i} ${Date.now()}`;
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/settings/hero_main_title`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: title }),
    });
    if (!res.ok) throw new Error(`PUT failed: ${res.status}`);
    while (!(await (await fetch(`${shop.url}/`)).text()).includes(title)) await new Promise((r) => setTimeout(r, 50));
    editToLive.push((performance.now() - started) / 1000);
    await shop.ctx.publisher.settled(); // the state is written just after the switch
    builds.push((shop.ctx.publisher.state().lastDurationMs ?? 0) / 1000);
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`edit-to-live (s): ${editToLive.map((s) => s.toFixed(2)).join(', ')}  median ${median(editToLive).toFixed(2)}`);
  console.log(`build (s):        ${builds.map((s) => s.toFixed(2)).join(', ')}  median ${median(builds).toFixed(2)}`);

  const browser = await launchChromium();
  for (const page of ['/', '/sirket']) {
    const tab = await browser.newPage();
    const scripts = new Set<string>();
    tab.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(r.url()));
    await tab.goto(shop.url + page);
    await tab.waitForLoadState('networkidle');
    let gzip = 0;
    for (const url of scripts) gzip += Number((await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-length'));
    console.log(`JS ${page.padEnd(8)} ${scripts.size} files, ${(gzip / 1024).toFixed(1)} KB gzip`);
    await tab.close();
  }
  await browser.close();
  const raw = Number((await fetch(`${shop.url}/`, { headers: { 'accept-encoding': 'identity' } })).headers.get('content-length'));
  const gz = Number((await fetch(`${shop.url}/`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-length'));
  console.log(`HTML /   ${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
} finally {
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(config.buildsDir, { recursive: true, force: true });
}
