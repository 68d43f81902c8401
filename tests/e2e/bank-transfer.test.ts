import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, offerBankTransfer, openAdmin, productAt, putSetting as putSettingAs } from './admin-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { openShop, putInGuestCart } from './shop-helpers.ts';

const browser = useBrowser();
let token: string;
const putSetting = (key: string, value: string) => putSettingAs(token, key, value);
beforeAll(async () => {
  await browser.start();
  token = (await adminToken())!;
  await offerBankTransfer(token);
  await putSetting('bank_transfer_discount', '5');
});
// The other files share this shop: they find it as it was, card only.
afterAll(async () => {
  await putSetting('payment_bank_transfer_enabled', 'false');
  await putSetting('bank_transfer_discount', '0');
  await browser.stop();
});

describe('a bank-transfer checkout in Chromium', () => {
  it('offers Havale / EFT with its discount line, places the order without a card, shows the accounts on the order page, and the admin records the money in two parts', async () => {
    const productId = await productAt(token, 'Topraklı Priz Beyaz', '200.00', '20');
    const page = await browser.newPage();
    await openShop(page, '/urunler');
    await putInGuestCart(page, [{ productId: productId, quantity: 2 }]);

    await page.goto('/checkout');
    const summary = page.getByRole('complementary');
    await summary.getByText('₺480,00', { exact: true }).first().waitFor(); // 400 + 80 KDV by card
    await page.getByRole('radio', { name: /Havale \/ EFT/ }).check();
    // 5 % off the 400 before KDV: 20 off, 380 net, 76 KDV, 456 in all.
    for (const text of ['Havale / EFT İndirimi', '−₺20,00', '₺76,00', '₺456,00'])
      await summary.getByText(text, { exact: true }).first().waitFor();

    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla', exact: true }).click();
    await page.waitForURL(/\/siparis\/[A-Z2-7]{12}$/);
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1)!;

    const transfer = page.getByRole('region', { name: 'Havale / EFT ile Ödeme' });
    await transfer.getByText('Ziraat Bankası').waitFor();
    await transfer.getByText('Ankara Elektrik A.Ş.').waitFor();
    expect(await transfer.getByTestId('iban').textContent()).toBe('IBAN: TR33 0006 1005 1978 6457 8413 26');
    expect(await transfer.getByTestId('transfer-reference').textContent()).toBe(`Açıklama: ${orderNumber}`);
    await transfer.getByText('₺456,00', { exact: true }).waitFor();
    await page.getByText('Ödeme Bekleniyor', { exact: true }).first().waitFor();
    const items = page.getByRole('region', { name: 'Ürünler' });
    for (const text of ['Havale / EFT İndirimi', '−₺20,00', '₺456,00'])
      await items.getByText(text, { exact: true }).first().waitFor();

    const order = await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json();
    expect(order).toMatchObject({ status: 'awaiting_payment', discountAmount: '20.00', totalAmount: '456.00' });

    // The admin records the money in two parts; paid and remaining show, then the order is confirmed.
    const admin = await browser.newPage();
    await openAdmin(admin, token, 'orders');
    await admin.getByLabel('Sipariş ara').fill(orderNumber);
    await admin.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
    const dialog = admin.getByRole('dialog');
    const payments = dialog.getByRole('region', { name: 'Havale / EFT Ödemeleri' });
    await payments.getByLabel('Tutar (TL)').fill('156.00');
    await payments.getByLabel('Not (dekont no, gönderen)').fill('Dekont E2E-7');
    await payments.getByRole('button', { name: 'Ödemeyi Kaydet' }).click();
    await admin.getByRole('status').filter({ hasText: 'sipariş ödemenin kalanını bekliyor' }).waitFor();
    await payments.getByText('Dekont E2E-7', { exact: false }).waitFor();
    expect(await payments.getByTestId('transfer-paid').textContent()).toBe('₺156,00');
    expect(await payments.getByTestId('transfer-remaining').textContent()).toBe('₺300,00');
    await payments.getByLabel('Tutar (TL)').fill('300');
    await payments.getByRole('button', { name: 'Ödemeyi Kaydet' }).click();
    await admin.getByRole('status').filter({ hasText: 'tamamen ödendi ve onaylandı' }).waitFor();
    await dialog.getByText('Onaylandı', { exact: true }).first().waitFor();
    const paid = await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json();
    expect(paid).toMatchObject({ status: 'confirmed', bankTransfer: null });
  });
});
