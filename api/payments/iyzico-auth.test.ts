import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  iyzicoPrice,
  iyzwsV2Header,
  parseIyzwsV2,
  responseSignature,
  retrieveSignedFields,
  signatureMatches,
  trimPrice,
} from './iyzico-auth.ts';

describe('IYZWSv2', () => {
  it('signs randomKey + path + body with HMAC-SHA256 and base64-encodes the parameters', () => {
    const header = iyzwsV2Header('key', 'secret', '/payment/x', '{"a":1}', '123abc');
    const parsed = parseIyzwsV2(header)!;
    expect(parsed).toEqual({
      apiKey: 'key',
      randomKey: '123abc',
      signature: createHmac('sha256', 'secret').update('123abc/payment/x{"a":1}').digest('hex'),
    });
    expect(header.startsWith('IYZWSv2 ')).toBe(true);
  });
});

describe('response signatures', () => {
  it("joins the fields with ':' and trims trailing zeros of prices", () => {
    const answer = {
      paymentStatus: 'SUCCESS',
      paymentId: '1',
      currency: 'TRY',
      basketId: 'B',
      conversationId: 'C',
      paidPrice: 10.5,
      price: '10.50',
      token: 't',
    };
    const fields = retrieveSignedFields(answer);
    expect(fields.join(':')).toBe('SUCCESS:1:TRY:B:C:10.5:10.5:t');
    const sig = responseSignature('s', fields);
    expect(signatureMatches('s', fields, sig)).toBe(true);
    expect(signatureMatches('other', fields, sig)).toBe(false);
    expect(signatureMatches('s', fields, 'nothex')).toBe(false);
  });

  it('formats prices like iyzico', () => {
    expect([trimPrice('10.0'), trimPrice('10.50'), trimPrice(7)]).toEqual(['10', '10.5', '7']);
    expect([iyzicoPrice(10000), iyzicoPrice(1050), iyzicoPrice(1), iyzicoPrice(11939)]).toEqual([
      '100.0',
      '10.5',
      '0.01',
      '119.39',
    ]);
  });
});
