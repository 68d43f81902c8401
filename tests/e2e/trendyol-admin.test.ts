import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { adminToken, openAdmin, productAt } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

// Issue 51 in Chromium: the owner puts a product on Trendyol from the product dialog ('Trendyol'da
// sat', its barcode) and reads the channel's state under 'Kanallar' (here without credentials:
// the channel says it is off), on a phone too.
describe('selling on Trendyol from the admin (issue 51)', () => {
  it('saves a barcode and the listing, refuses a barcode in use, and shows the channel', async () => {
    const token = (await adminToken())!;
    const suffix = Date.now().toString(36);
    const name = `Trendyol Kablo ${suffix}`;
    const other = `Trendyol Priz ${suffix}`;
    await productAt(token, name, '100.00', '20');
    await productAt(token, other, '50.00', '20');
    const barcode = `TY${suffix}`.toUpperCase();

    const admin = await browser.newPage();
    await openAdmin(admin, token, 'products');
    const edit = async (productName: string) => {
      await admin.getByLabel('Ürün ara').fill(productName);
      await admin.getByRole('button', { name: `${productName} ürününü düzenle` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Ürün Düzenle' });
      await dialog.getByRole('tab', { name: 'Kanallar' }).click();
      const section = dialog.getByRole('group', { name: 'Trendyol’da sat' });
      await section.getByLabel('Barkod: Ürün').waitFor();
      return { dialog, section };
    };
    let { dialog, section } = await edit(name);
    await section.getByLabel('Barkod: Ürün').fill(barcode);
    await section.getByLabel('Trendyol’da sat: Ürün').check();
    await section.getByRole('button', { name: 'Trendyol bilgilerini kaydet' }).click();
    await admin.getByText('Trendyol bilgileri kaydedildi').waitFor();
    await dialog.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    ({ dialog, section } = await edit(other));
    await section.getByLabel('Barkod: Ürün').fill(barcode);
    await section.getByRole('button', { name: 'Trendyol bilgilerini kaydet' }).click();
    await admin.getByText(`${barcode} barkodu zaten kullanılıyor: ${name}`).waitFor();
    await dialog.press('Escape');

    await admin.setViewportSize({ width: 390, height: 844 });
    await openAdmin(admin, token, 'channels');
    const panel = admin.getByRole('region', { name: 'Trendyol' });
    await panel.getByText(/Kanal kapalı/).waitFor();
    await panel.getByLabel('Fiyat farkı (%)').fill('7,5');
    await panel.getByLabel('Trendyol’a açılmayan stok (adet)').fill('2');
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await admin.getByText('Trendyol ayarları kaydedildi; tüm ürünler yeniden gönderilecek').waitFor();
    await expect(panel.getByLabel('Fiyat farkı (%)').inputValue()).resolves.toBe('7,50');
    expect(await seriousViolations(admin)).toEqual([]);
  });
});
