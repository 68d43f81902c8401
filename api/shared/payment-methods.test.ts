import { describe, expect, it } from 'vitest';
import { paymentOptionsFrom, transferDiscountPercent } from './payment-methods.ts';

const ACCOUNT = {
  bankName: 'Ziraat Bankası',
  iban: 'TR330006100519786457841326',
  accountHolder: 'Ankara Elektrik A.Ş.',
};
const options = (settings: Record<string, string>) => paymentOptionsFrom((key) => settings[key]);

describe('the payment methods the checkout offers', () => {
  it('offers the card alone by default, as before', () => {
    expect(options({})).toEqual({ methods: ['card'], bankAccounts: [], bankTransferDiscount: '0' });
  });

  it('offers a transfer only when switched on and with an account to pay into', () => {
    expect(options({ payment_bank_transfer_enabled: 'true' }).methods).toEqual(['card']);
    const on = { payment_bank_transfer_enabled: 'true', bank_accounts: JSON.stringify([ACCOUNT]) };
    expect(options(on).methods).toEqual(['card', 'bank_transfer']);
    expect(options({ ...on, payment_card_enabled: 'false' }).methods).toEqual(['bank_transfer']);
    // A stored account whose IBAN no longer checks out is not shown to buyers.
    expect(
      options({ ...on, bank_accounts: JSON.stringify([{ ...ACCOUNT, iban: 'TR340006100519786457841326' }]) }).methods,
    ).toEqual(['card']);
  });

  it("lists open account only when switched on (who may use it is the API's check)", () => {
    expect(options({}).methods).toEqual(['card']);
    expect(options({ payment_open_account_enabled: 'true' }).methods).toEqual(['card', 'open_account']);
  });

  it('reads the discount as a percentage, anything unreadable as none', () => {
    expect(transferDiscountPercent('2,50')).toBe('2.5');
    expect(transferDiscountPercent('3')).toBe('3');
    for (const bad of ['', 'yüzde beş', '-2', '51', '2.555', undefined]) expect(transferDiscountPercent(bad)).toBe('0');
  });
});
