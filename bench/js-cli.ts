import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../api/config.ts';
import { startShop } from '../api/boot.ts';
import { launchChromium } from '../tests/e2e/chromium.ts';
import { pageJavaScript } from './page-weight.ts';
const dataDir = await mkdtemp(path.resolve('data', 'bench-'));
const config = loadConfig({ ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
const shop = await startShop(config);
const browser = await launchChromium();
try {
  await pageJavaScript(browser, shop.url + '/');
  for (const p of (process.env.PAGES ?? '/,/sirket,/kataloglar,/iletisim,/urunler').split(',')) {
    const js = await pageJavaScript(browser, shop.url + p);
    console.log(p, js.files, (js.gzipBytes / 1024).toFixed(1), 'KB');
  }
  if (process.env.HOLD) { console.log(shop.url); await new Promise((r) => setTimeout(r, Number(process.env.HOLD) * 1000)); }
} finally { await browser.close(); await shop.stop(); await rm(dataDir, { recursive: true, force: true }); await rm(config.buildsDir, { recursive: true, force: true }); }
