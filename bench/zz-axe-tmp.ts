import { launchChromium } from '../tests/e2e/chromium.ts';
import { seriousViolations } from '../tests/e2e/axe.ts';
const base = process.argv[2]!;
const browser = await launchChromium();
const page = await browser.newPage();
page.on('console', (m) => /Content.Security|Refused|error/i.test(m.text()) && console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
for (const p of (process.env.PAGES ?? '/,/sirket,/misyon,/vizyon,/kataloglar,/referanslar,/iletisim,/kvkk,/urunler,/checkout,/order-failed?error=x,/siparis/YOK,/sayfa-yok').split(',')) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  console.log(p, JSON.stringify(await seriousViolations(page), null, 1));
}
await browser.close();
