import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { openAdmin, useAdminBrowser } from './admin-helpers.ts';

const signedIn = useAdminBrowser();
const { browser } = signedIn;

const HEADER = 'sku;product_name;variant_name;category_path;price;stock;vat_rate;active';
const BAD_LINES = new Set([120, 777, 1999]);

/**
 * 2,000 cables in a new category, inactive so the market tests sharing this shop never list them;
 * three lines broken (a price in words, a negative stock, a KDV of 18).
 */
function sheet(broken: boolean): string {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const line = i + 2;
    const price = broken && line === 120 ? 'yüz lira' : `${100 + (i % 50)},00`;
    const stock = broken && line === 777 ? '-4' : String(i % 30);
    const vat = broken && line === 1999 ? '18' : '20';
    return `E2E-KBL-${String(i).padStart(4, '0')};E2E Deneme Kablosu ${i};;E2E İçe Aktarım > Deneme Kabloları;${price};${stock};${vat};hayır`;
  });
  return `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
}
const upload = (broken: boolean) => ({
  name: broken ? 'hatali.csv' : 'duzeltilmis.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(sheet(broken)),
});

describe('the catalogue at scale in Chromium', () => {
  it(
    'imports 2,000 rows after a dry run lists the 3 bad ones, filters the table and raises a category by 10 %',
    { timeout: 180_000 },
    async ({ skip }) => {
      if (!signedIn.token) return skip();
      const page = await browser.newPage();
      await openAdmin(page, signedIn.token, 'products');
      await page.getByRole('button', { name: 'İçe Aktar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ürünleri İçe Aktar' });
      await dialog.getByLabel('İçe aktarılacak dosya').setInputFiles(upload(true));
      await dialog.getByRole('button', { name: 'Kontrol Et' }).click();
      const errors = dialog.getByRole('table', { name: 'Hatalı satırlar' });
      await errors.waitFor({ timeout: 60_000 });
      const errorRows = errors.locator('tbody tr');
      expect(await errorRows.count()).toBe(3);
      expect((await errorRows.allTextContents()).map((t) => Number.parseInt(t, 10))).toEqual([...BAD_LINES]);
      expect(await errorRows.nth(0).textContent()).toContain('Fiyat geçerli bir tutar olmalıdır');
      expect(await dialog.getByText('Yeni: 1.997').count()).toBe(1);
      expect(await dialog.getByRole('button', { name: 'İçe Aktar', exact: true }).isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Başka Dosya Seç' }).click();
      await dialog.getByLabel('İçe aktarılacak dosya').setInputFiles(upload(false));
      await dialog.getByRole('button', { name: 'Kontrol Et' }).click();
      await dialog.getByText('Deneme sonucu').waitFor({ timeout: 60_000 });
      expect(await dialog.getByText('Hata: 0').count()).toBe(1);
      await dialog.getByRole('button', { name: 'İçe Aktar', exact: true }).click();
      await dialog.getByText('İçe aktarma tamamlandı').waitFor({ timeout: 120_000 });
      expect(await dialog.getByText('Yeni: 2.000').count()).toBe(1);
      await dialog.getByText('Kapat', { exact: true }).click();

      await page.getByLabel('Kategori').selectOption({ label: 'E2E İçe Aktarım' });
      await page.getByText('2.000 üründen 1–50 arası').waitFor();
      await page.getByLabel('Ürün ara').fill('e2e-kbl-19');
      await page.getByText('100 üründen 1–50 arası').waitFor(); // E2E-KBL-1900 … 1999
      expect(new URL(page.url()).searchParams.get('search')).toBe('e2e-kbl-19');
      await page.reload();
      await page.getByText('100 üründen 1–50 arası').waitFor();
      await page.getByLabel('Ürün ara').fill('');
      await page.getByText('2.000 üründen 1–50 arası').waitFor();

      await page.getByLabel('Bu sayfadaki tüm ürünleri seç').check();
      await page.getByRole('button', { name: 'Bu filtredeki tüm 2.000 sonucu seç' }).click();
      const bar = page.getByRole('form', { name: 'Toplu işlem' });
      await bar.getByText('2.000 ürün seçildi').waitFor();
      await bar.getByLabel('İşlem').selectOption({ label: 'Fiyatı yüzde değiştir' });
      await bar.getByLabel('Yüzde (%)').fill('10');
      await bar.getByRole('button', { name: 'Uygula' }).click();
      await page.getByRole('status').filter({ hasText: '2.000 ürün güncellendi' }).waitFor({ timeout: 60_000 });

      const res = await fetch(`${baseUrl()}/api/admin/products/table?search=E2E-KBL-0049`, {
        headers: { authorization: `Bearer ${signedIn.token}` },
      });
      expect(((await res.json()) as { rows: { price: string }[] }).rows[0]!.price).toBe('163.90'); // 149,00 + 10 %

      // Leave the shared shop as it was: the products (deleted from the table, which asks first,
      // naming the count), then the two categories (child first).
      await page.getByLabel('Bu sayfadaki tüm ürünleri seç').check();
      await page.getByRole('button', { name: 'Bu filtredeki tüm 2.000 sonucu seç' }).click();
      await bar.getByLabel('İşlem').selectOption({ label: 'Sil' });
      await bar.getByRole('button', { name: 'Uygula' }).click();
      const confirm = page.getByRole('dialog', { name: 'Emin misiniz?' });
      await confirm
        .getByText('Seçilen 2.000 ürünü silmek istediğinize emin misiniz? Bu işlem geri alınamaz.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '2.000 ürün silindi' }).waitFor({ timeout: 60_000 });
      await page.getByText('Aramanıza uygun ürün bulunamadı').waitFor();
      const auth = { authorization: `Bearer ${signedIn.token}`, 'content-type': 'application/json' };
      const categories = (await (await fetch(`${baseUrl()}/api/admin/categories`, { headers: auth })).json()) as {
        id: number;
        name: string;
      }[];
      for (const name of ['Deneme Kabloları', 'E2E İçe Aktarım']) {
        const category = categories.find((c) => c.name === name)!;
        expect(
          (await fetch(`${baseUrl()}/api/admin/categories/${category.id}`, { method: 'DELETE', headers: auth })).status,
        ).toBe(200);
      }
    },
  );
});
