import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductView } from '#api/schemas/products.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, openAdmin, productAt } from './admin-helpers.ts';

// Issue 47 in the admin at 1366 px: a saved product gets a certificate PDF (a renamed picture is
// refused in Turkish), an accessory picked by search, and loses the certificate again.
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe("the admin's documents and related products", () => {
  it('uploads a certificate, refuses a renamed non-PDF, picks an accessory and deletes the certificate', async () => {
    const token = (await adminToken())!;
    const tag = randomBytes(3).toString('hex');
    const breaker = `Belge Deneme Sigortası ${tag}`;
    const box = `Belge Deneme Kutusu ${tag}`;
    const breakerId = await productAt(token, breaker, '100.00', '20');
    const boxId = await productAt(token, box, '50.00', '20');

    const page = await browser.newPage({ width: 1366, height: 900 });
    await openAdmin(page, token, 'products');
    await page.getByLabel('Ürün ara').fill(breaker);
    await page
      .getByRole('row')
      .filter({ hasText: breaker })
      .getByRole('button', { name: /düzenle/i })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ürün Düzenle' });
    // Sections are tabs (decision 0407); documents and relations save on their own.
    await dialog.getByRole('tab', { name: 'Belgeler' }).click();
    const documents = dialog.getByRole('group', { name: 'Belgeler' });
    await documents.getByText('Henüz belge yok').waitFor();

    await documents.getByLabel('Belge türü').selectOption({ label: 'Sertifika' });
    await documents.getByLabel('Belge başlığı').fill('TSE Belgesi Çalışma');
    const file = documents.getByLabel('PDF dosyası');
    await file.setInputFiles({ name: 'resim.pdf', mimeType: 'application/pdf', buffer: Buffer.from('\x89PNG\r\n') });
    await documents.getByRole('button', { name: 'Belgeyi Yükle' }).click();
    await page.getByText('Belge geçerli bir PDF dosyası değil').waitFor();

    await file.setInputFiles({ name: 'tse.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByRole('button', { name: 'Belgeyi Yükle' }).click();
    await documents.getByRole('link', { name: 'TSE Belgesi Çalışma' }).waitFor();

    await dialog.getByRole('tab', { name: 'İlişkili Ürünler' }).click();
    const relations = dialog.getByRole('group', { name: 'İlişkili Ürünler' });
    await relations.getByLabel('Eklenecek tür').selectOption({ label: 'Aksesuar' });
    await relations.getByLabel('Ürün ara (ad veya kod)').fill(box);
    await relations.getByRole('button', { name: `Aksesuar olarak ekle: ${box}` }).click();
    await relations.getByRole('button', { name: 'İlişkileri Kaydet' }).click();
    await page.getByText('İlişkili ürünler kaydedildi').waitFor();

    const details = async (): Promise<ProductView> =>
      (await fetch(`${baseUrl()}/api/products/details/${breakerId}`)).json();
    const shown = await details();
    expect(shown.documents!.map((d) => [d.kind, d.title])).toEqual([['certificate', 'TSE Belgesi Çalışma']]);
    expect(shown.related!.accessory.map((p) => p.id)).toEqual([boxId]);

    await dialog.getByRole('tab', { name: 'Belgeler' }).click();
    await documents.getByRole('button', { name: 'Belgeyi sil: TSE Belgesi Çalışma' }).click();
    await page.getByRole('dialog', { name: 'Emin misiniz?' }).getByRole('button', { name: 'Sil' }).click();
    await documents.getByText('Henüz belge yok').waitFor();
    await expect.poll(async () => (await details()).documents).toEqual([]);
  });
});
