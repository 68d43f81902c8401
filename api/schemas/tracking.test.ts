import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking.ts';

describe('trackingUrl', () => {
  it('links the known carriers whatever the letter case', () => {
    expect(trackingUrl('ARAS KARGO', 'AR 123')).toBe('https://kargotakip.araskargo.com.tr/mainpage.aspx?code=AR%20123');
    expect(trackingUrl('Yurtiçi Kargo', '555')).toMatch(/^https:\/\/www\.yurticikargo\.com\/.*555$/);
    expect(trackingUrl('YURTİÇİ', '555')).toMatch(/yurticikargo/);
  });
  it('gives no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Kendi aracımız', '1')).toBeNull();
    expect(trackingUrl('Aras Kargo', null)).toBeNull();
  });
});
