import { launchChromium } from '../tests/e2e/chromium.ts';
import { pageJavaScript } from './page-weight.ts';
const base = process.argv[2]!;
const browser = await launchChromium();
await pageJavaScript(browser, base + '/');
for (const p of (process.env.PAGES ?? '/,/sirket,/kataloglar,/iletisim,/kvkk,/urunler').split(',')) {
  const js = await pageJavaScript(browser, base + p);
  console.log(p, js.files, (js.gzipBytes / 1024).toFixed(1), 'KB');
}
await browser.close();
