import { describe, expect, it } from 'vitest';
import { emptyValues } from './form-values';
import { tradeInvoicePatch } from './trade-invoice';

const account = {
  companyName: 'Işık Elektrik Ltd. Şti.',
  taxNumber: '1234567890',
  taxOffice: 'Ostim',
  phone: '03123850000',
};

describe('trade account invoice prefill', () => {
  it('turns an untouched checkout into a corporate one with the company identity', () => {
    expect(tradeInvoicePatch(account, emptyValues())).toEqual({
      invoiceType: 'corporate',
      companyName: 'Işık Elektrik Ltd. Şti.',
      taxNumber: '1234567890',
      taxOffice: 'Ostim',
    });
  });

  it('leaves invoice fields the customer already typed alone', () => {
    expect(tradeInvoicePatch(account, { ...emptyValues(), taxOffice: 'Çankaya' })).toEqual({});
  });
});
