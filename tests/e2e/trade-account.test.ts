import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, baseUrl } from './browser.ts';
import { adminToken, mailsContaining, openAdmin } from './admin-helpers.ts';
import { addSimpleProducts, fillRegister, newCustomer, openShop } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('a trade account from the application to the checkout, in Chromium', () => {
  // Two pages, two axe runs and a mail on a busy machine: more than the default minute.
  it(
    'the customer applies in /hesabim, the admin approves in Müşteriler, the checkout starts as Kurumsal',
    {
      timeout: 180_000,
    },
    async () => {
      const token = (await adminToken())!;
      const groupName = `Bayi ${Date.now().toString(36)}`;
      const made = await fetch(`${baseUrl()}/api/admin/price-groups`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: groupName, discountPercent: 12.5 }),
      });
      expect(made.status).toBe(201);
      const company = `Voltaj Elektrik ${Date.now().toString(36)} Ltd. Şti.`;

      // A customer with something in the cart applies; a wrong VKN is told, then the right one goes in.
      const shop = await browser.newPage();
      const customer = newCustomer();
      await openShop(shop);
      await addSimpleProducts(shop, 1);
      await shop.getByRole('button', { name: 'Giriş / Kayıt' }).click();
      await fillRegister(shop, customer);
      await shop.getByRole('link', { name: 'Hesabım' }).waitFor();
      await shop.goto('/hesabim#kurumsal-hesap');
      const form = shop.getByRole('form', { name: 'Kurumsal hesap başvurusu' });
      await form.getByLabel('Firma Unvanı').fill(company);
      await form.getByLabel('Vergi Numarası (VKN)').fill('1234567891');
      await form.getByLabel('Vergi Dairesi').fill('Ostim');
      await form.getByLabel('Firma Telefonu').fill('0312 385 00 00');
      await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
      await shop.getByText('Vergi numarası 10 haneli ve geçerli olmalıdır').waitFor();
      await form.getByLabel('Vergi Numarası (VKN)').fill('1234567890');
      await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
      await shop.getByText('Başvuru durumu: İnceleniyor').waitFor();
      expect(await form.count()).toBe(0);
      expect(await seriousViolations(shop)).toEqual([]);

      // The admin finds it in 'Müşteriler' and approves it with the group.
      const admin = await browser.newPage();
      await openAdmin(admin, token, 'customers');
      await admin.getByRole('button', { name: `${company} başvurusunu onayla` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Başvuruyu Onayla' });
      const select = dialog.getByLabel('Fiyat Grubu');
      expect(await seriousViolations(admin)).toEqual([]);
      await select.selectOption({ label: `${groupName} (%12,5)` });
      await dialog.getByRole('button', { name: 'Onayla' }).click();
      await admin.getByRole('status').filter({ hasText: 'Başvuru onaylandı' }).waitFor();
      await admin.getByLabel('Müşteri ara').fill(customer.email);
      await expect
        .poll(() => admin.getByRole('combobox', { name: `${customer.fullName} fiyat grubu` }).inputValue(), {
          timeout: 15_000,
        })
        .not.toBe('');

      // The customer is told by mail and sees the account; the checkout starts as 'Kurumsal'.
      await expect.poll(async () => (await mailsContaining(company)).length, { timeout: 15_000 }).toBe(1);
      await shop.reload();
      await shop.getByText('Başvuru durumu: Onaylandı').waitFor();
      await shop.getByText('Kurumsal hesabınız açık').waitFor();
      await shop.goto('/checkout');
      await shop.waitForFunction(
        (name) => (document.querySelector('input[name="companyName"]') as HTMLInputElement | null)?.value === name,
        company,
      );
      expect(await shop.getByRole('radio', { name: 'Kurumsal' }).isChecked()).toBe(true);
      expect(await shop.locator('input[name="taxNumber"]').inputValue()).toBe('1234567890');
      expect(await shop.locator('input[name="taxOffice"]').inputValue()).toBe('Ostim');
    },
  );
});
