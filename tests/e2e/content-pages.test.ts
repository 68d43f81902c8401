import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page;
}
const mainText = (page: Page) => page.locator('main').innerText();

describe('home page', () => {
  it('has the six sections in order with texts from the settings', async () => {
    const page = await open('/');
    const ids = await page.locator('main > section').evaluateAll((els) => els.map((e) => e.id));
    // The specification's six, with the shop window above the company story (issue 46).
    expect(ids).toEqual(['home', 'magaza', 'hakkimizda', '', 'kataloglar', 'referanslar', 'iletisim']);
    const text = await mainText(page);
    for (const t of [
      '1000+',
      '500+',
      '15+',
      'Güvenli Alışveriş',
      'Hızlı Teslimat',
      'Kalite Garantisi',
      'Misyonumuz',
      'Vizyonumuz',
      'Şirket Tanıtımı',
      'Online Elektrik Market',
      'Markete Git',
      'Ürün Kataloglarımız',
      'Bize Güvenen Firmalar',
      'Bize Yazın',
      'Çalışma Saatleri',
      '08:00 - 18:00',
      '09:00 - 13:00',
      'Kapalı',
    ]) {
      expect(text, t).toContain(t);
    }
    const catalogs = page.locator('#kataloglar').getByTestId('catalog-card');
    expect(await catalogs.count()).toBe(4);
    expect(await page.locator('#kataloglar').getByText('Beklemede', { exact: true }).count()).toBe(1);
    // The carousel shows active references only (Eryaman AVM is inactive in the demo).
    expect(await page.locator('#referanslar').innerText()).not.toContain('Eryaman AVM');
    expect(await page.locator('#referanslar').getByText('Başkent Yapı İnşaat A.Ş.').count()).toBeGreaterThan(0);
  });

  it('has a title, description, canonical, Open Graph and LocalBusiness JSON-LD', async () => {
    const page = await open('/');
    expect(await page.title()).toContain('Ankara Elektrik Malzemeleri');
    expect(await page.getAttribute('meta[name=description]', 'content')).toBeTruthy();
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toMatch(/\/$/);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Ankara Elektrik');
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('tr_TR');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('Store');
    expect(ld.address.streetAddress).toContain('İvedik');
    expect(ld.address.addressRegion).toBe('Ankara');
    expect(ld.telephone).toBe('0312 394 27 50');
    expect(ld.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' }),
    ]);
  });
});

describe('content pages', () => {
  it('/misyon, /vizyon and /sirket show their page and facts', async () => {
    let page = await open('/misyon');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Misyonumuz');
    expect(await page.title()).toContain('Misyonumuz');
    page = await open('/vizyon');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vizyonumuz');
    await page.getByRole('heading', { name: '2030 Hedeflerimiz' }).waitFor();
    expect(await mainText(page)).toMatch(/50\+[\s\S]*10\.000\+[\s\S]*%100/);
    page = await open('/sirket');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Şirket Tanıtımı');
    const text = await mainText(page);
    for (const fact of ['2009', 'İvedik', '25+', 'ISO 9001:2015']) expect(text).toContain(fact);
  });

  it('/kataloglar: grid, badges, Turkish dates, downloads, PDF placeholder and Katalog Talep Et', async () => {
    const page = await open('/kataloglar');
    const cards = page.getByTestId('catalog-card');
    expect(await cards.count()).toBe(4);
    expect(await page.getByTestId('pdf-placeholder').count()).toBe(1);
    expect(await cards.first().innerText()).toMatch(
      /Son Güncelleme: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
    );
    const href = await cards
      .first()
      .getByRole('link', { name: /PDF İndir/ })
      .getAttribute('href');
    const pdf = await fetch(baseUrl() + href);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('link', { name: 'Katalog Talep Et' }).click();
    await page.waitForURL(/\/iletisim\?konu=katalog/);
    await expect.poll(() => page.getByLabel('Konu *', { exact: true }).inputValue()).toBe('katalog');
  });

  it('/referanslar: logos or names, the first testimonial, Hemen Arayın and Teklif Alın', async () => {
    const page = await open('/referanslar');
    // Other browser tests may add references to the shared shop: count the active ones it serves.
    const references = (await (await fetch(`${baseUrl()}/api/references`)).json()) as { isActive: boolean }[];
    expect(await page.getByTestId('reference-card').count()).toBe(references.filter((r) => r.isActive).length);
    expect(await page.getByRole('img', { name: 'Başkent Yapı İnşaat A.Ş. logosu' }).count()).toBe(1);
    const quote = page.locator('figure');
    expect(await quote.innerText()).toContain('Murat Yıldırım, Proje Müdürü');
    expect(await page.getByRole('link', { name: 'Hemen Arayın' }).getAttribute('href')).toBe('tel:03123942750');
    await page.getByRole('link', { name: 'Teklif Alın' }).click();
    await page.waitForURL(/\/iletisim\?konu=fiyat/);
    await expect.poll(() => page.getByLabel('Konu *', { exact: true }).inputValue()).toBe('fiyat');
  });

  it('/iletisim: form, address, phone, e-mail, hours and the map placeholder', async () => {
    const page = await open('/iletisim');
    for (const label of ['Ad Soyad *', 'E-posta *', 'Telefon', 'Firma', 'Konu *', 'Mesaj *'])
      await page.getByLabel(label, { exact: true }).waitFor();
    expect(await page.getByLabel('Mesaj *', { exact: true }).getAttribute('rows')).toBe('4');
    const text = await mainText(page);
    for (const t of [
      'İvedik OSB',
      '0312 394 27 50',
      'info@ankaraelektrikmalzemeleri.com.tr',
      '08:00 - 18:00',
      '09:00 - 13:00',
    ])
      expect(text).toContain(t);
    await page.getByRole('img', { name: /Harita/ }).waitFor();
  });

  it('/kvkk: eight sections, close and Ana Sayfaya Dön', async () => {
    const page = await open('/kvkk');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual([
      '1. Veri sorumlusunun kimliği',
      '2. İşlenen kişisel veriler',
      '3. İşleme amaçları',
      '4. Hukuki sebepler',
      '5. Aktarım',
      '6. Saklama süresi',
      '7. Haklarınız',
      '8. Başvuru yöntemleri',
    ]);
    expect(await mainText(page)).toMatch(/30 gün[\s\S]*ücretsiz/);
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/kvkk');
    await page.getByRole('button', { name: 'Kapat' }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('serves sitemap.xml and robots.txt without admin and checkout', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const p of ['/misyon', '/vizyon', '/sirket', '/kataloglar', '/referanslar', '/iletisim', '/kvkk'])
      expect(sitemap).toContain(`${p}</loc>`);
    expect(sitemap).not.toContain('/admin');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/checkout/);
    expect(robots).toMatch(/Sitemap: http/);
  });

  it('ships only island scripts from the build: /sirket loads no page script of its own beyond the layout', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/sirket');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.startsWith('/_astro/'))).toBe(true);
    // No contact-form island on /sirket: it is only where the form is.
    expect(await page.locator('astro-island[component-url*="ContactForm"]').count()).toBe(0);
  });
});
