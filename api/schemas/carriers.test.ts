import { describe, expect, it } from 'vitest';
import { CARRIER_NAMES, trackingUrl } from './carriers.ts';

describe('carriers', () => {
  it('lists the eight carriers the admin can pick', () => {
    expect(CARRIER_NAMES).toEqual([
      'Yurtiçi Kargo',
      'Aras Kargo',
      'MNG Kargo',
      'PTT Kargo',
      'Sürat Kargo',
      'UPS',
      'HepsiJet',
      'DHL',
    ]);
  });

  it("builds each carrier's https tracking address with the number in it", () => {
    for (const name of CARRIER_NAMES) {
      const url = new URL(trackingUrl(name, 'AB-123456')!);
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('AB-123456');
    }
    expect(trackingUrl('Aras Kargo', '3513773163316')).toBe(
      'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=3513773163316',
    );
  });

  it('has no address for a carrier outside the list or without a number', () => {
    expect(trackingUrl('Bilinmeyen Kargo', '123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});
