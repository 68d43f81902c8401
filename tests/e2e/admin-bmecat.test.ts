import { describe, expect, it } from 'vitest';
import { openAdmin, useAdminBrowser } from './admin-helpers.ts';

const signedIn = useAdminBrowser();
const { browser } = signedIn;

// A catalogue that changes nothing (its one article has no net_list price), so the shop the other
// browser tests share keeps its products: the dialog sends it and lists the article's problem.
const CATALOGUE = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005"><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>E2E-BMECAT-1</SUPPLIER_PID>
<PRODUCT_DETAILS><DESCRIPTION_SHORT>Fiyatsız Deneme</DESCRIPTION_SHORT></PRODUCT_DETAILS>
</PRODUCT></T_NEW_CATALOG></BMECAT>`;

describe('a BMEcat catalogue from the products panel', () => {
  it('uploads the file and shows what was created, updated and each article’s problem', async ({ skip }) => {
    if (!signedIn.token) return skip();
    const page = await browser.newPage();
    await openAdmin(page, signedIn.token, 'products');
    await page.getByRole('button', { name: 'BMEcat Yükle' }).click();
    const dialog = page.getByRole('dialog', { name: 'BMEcat Kataloğu Yükle' });
    await dialog
      .getByLabel('BMEcat dosyası')
      .setInputFiles({ name: 'katalog.xml', mimeType: 'application/xml', buffer: Buffer.from(CATALOGUE) });
    await dialog.getByRole('button', { name: 'Yükle' }).click();
    await dialog.getByText('0 ürün eklendi, 0 ürün güncellendi, 1 uyarı.').waitFor();
    const row = dialog.getByRole('table', { name: 'Uyarılar' }).locator('tbody tr');
    expect(await row.textContent()).toContain('E2E-BMECAT-1');
    expect(await row.textContent()).toContain('net_list');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
