import type { Page } from 'playwright-core';
import type { OrderView } from '#api/schemas/order.ts';
import { baseUrl } from './browser.ts';

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

/** The sandbox's hosted card form filled with iyzico's documented test card, then 'Öde'. */
export async function payWithSandboxCard(page: Page) {
  await page.getByLabel('Kart Numarası').fill('5528790000000008');
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: / Öde$/ }).click();
}

/** On /checkout: the form filled, the order placed and paid by card up to 'Siparişiniz Alındı!'; the order as the shop stored it. */
export async function placeAndPayByCard(page: Page): Promise<OrderView> {
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
  await payWithSandboxCard(page);
  await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
  return (await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json()) as OrderView;
}
