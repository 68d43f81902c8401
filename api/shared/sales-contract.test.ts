import { describe, expect, it } from 'vitest';
import { contractData, orderParticulars } from './sales-contract.ts';
import { orderTotals } from './totals.ts';
import type { CartPromotion } from './discounts.ts';

const code: CartPromotion = {
  promotionId: 7,
  code: 'YAZ10',
  label: '%10 İndirim (YAZ10)',
  kind: 'percent',
  value: '10',
  minSubtotal: '0',
  combinable: true,
  productIds: null,
};

describe('the contract texts’ goods and prices', () => {
  it('list each discount as its own line, the transfer discount among them (decision 0325)', () => {
    const totals = orderTotals([{ productId: 1, price: '100.00', quantity: 2, vatRate: 20 }], {
      discountPercent: '5',
      discounts: [code],
    });
    const data = contractData({
      seller: { name: 'Ankara Elektrik A.Ş.', address: 'Ostim', phone: '0312', email: 'satis@ornek.com.tr' },
      customerName: 'Ayşe Yılmaz',
      customerEmail: 'ayse@ornek.com.tr',
      customerPhone: '05321234567',
      billing: { address: 'İvedik OSB', city: 'Ankara', postalCode: '06378' },
      shipping: { address: 'İvedik OSB', city: 'Ankara', postalCode: '06378' },
      items: [{ productName: 'Priz', variantName: null, quantity: 2, unit: 'adet', totalPrice: '200.00' }],
      ...totals,
    });
    const goods = orderParticulars('preliminary_info', data).find((s) => s.heading.startsWith('Sözleşme konusu'))!;
    expect(goods.body).toEqual([
      'Priz – 2 adet – ₺200,00',
      'Ara toplam: ₺200,00',
      '%10 İndirim (YAZ10): −₺20,00',
      'Havale / EFT İndirimi: −₺9,00',
      'KDV (%20): ₺34,20',
      'Kargo: Ücretsiz',
      'Toplam (KDV dahil): ₺205,20',
    ]);
  });
});
