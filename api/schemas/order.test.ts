import { describe, expect, it } from 'vitest';
import { paymentFailure } from './order.ts';

describe('paymentFailure', () => {
  it('maps the known codes and falls back for any other', () => {
    expect(paymentFailure('payment_failed').title).toBe('Ödeme Başarısız');
    expect(paymentFailure('system_error').title).toBe('Sistem Hatası');
    expect(paymentFailure('toString').title).toBe('İşlem Başarısız');
    expect(paymentFailure(null).title).toBe('İşlem Başarısız');
  });
});
