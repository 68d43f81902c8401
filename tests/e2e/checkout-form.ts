import type { Page } from 'playwright-core';

/** Fills the checkout form as a guest would: contacts, billing, 'same as billing' and the contract consent. */
export async function fillCheckoutForm(page: Page) {
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).first().fill(value);
  await fill('Ad Soyad *', 'Ayşe Yılmaz');
  // A fresh address each time: the shop allows only 3 unpaid orders per e-mail address.
  await fill('E-posta *', `ayse.${Date.now().toString(36)}@example.com`);
  await fill('Telefon *', '05321234567');
  await fill('Fatura Adresi *', 'İvedik OSB 1468. Cadde No: 27');
  await page.getByLabel('İl *', { exact: true }).first().selectOption('Ankara');
  await page.getByLabel('İlçe', { exact: true }).first().selectOption('Yenimahalle');
  await fill('Posta Kodu *', '06378');
  await page.getByRole('checkbox', { name: 'Teslimat adresi fatura adresiyle aynı' }).check();
  await page.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }).check();
}
