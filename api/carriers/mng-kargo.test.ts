import { describe, expect, it } from 'vitest';
import { mngError, mngTime, one } from './mng-http.ts';
import { placeKey } from './mng-places.ts';
import { tenDigits } from './mng-kargo.ts';

describe("reading MNG Kargo's answers", () => {
  it('takes one-element arrays and single objects alike, and its error shape', () => {
    expect(one([{ shipmentId: '1' }])).toEqual({ shipmentId: '1' });
    expect(one({ shipmentId: '1' })).toEqual({ shipmentId: '1' });
    expect(mngError({ error: { Code: '3002', Description: 'ZATEN VAR' } })).toEqual({
      code: '3002',
      text: 'ZATEN VAR',
    });
    expect(mngError(null)).toEqual({ code: '', text: '' });
  });

  it("reads its dates as Istanbul's time", () => {
    expect(new Date(mngTime('10.03.2099 16:05:00')).toISOString()).toBe('2099-03-10T13:05:00.000Z');
    expect(new Date(mngTime('13-02-2019 12:03')).toISOString()).toBe('2019-02-13T09:03:00.000Z');
    expect(mngTime('yarın')).toBeNaN();
  });

  it('matches province and district names however they are written, without the plate number', () => {
    expect(placeKey('İSTANBUL  34')).toBe(placeKey('İstanbul'));
    expect(placeKey('Istanbul')).toBe(placeKey('istanbul'));
    expect(placeKey('ÇANKAYA')).toBe(placeKey('Çankaya'));
    expect(placeKey('IĞDIR')).toBe(placeKey('Iğdır'));
  });

  it('sends a mobile number as ten digits', () => {
    expect(tenDigits('0532 123 45 67')).toBe('5321234567');
    expect(tenDigits('+90 (532) 123-4567')).toBe('5321234567');
  });
});
