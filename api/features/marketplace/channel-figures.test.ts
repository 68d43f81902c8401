import { describe, expect, it } from 'vitest';
import { channelFigures } from './channel-figures.ts';
import { isGtin13 } from '../../schemas/marketplace.ts';
import { trendyolConfig, trendyolRefusals, TRENDYOL_DEFAULT_BASE_URL } from '../../core/trendyol-checks.ts';

const row = { barcode: '8691234567890', sellable: true, stock: 10, price: '100.00', before: null, vatRate: 20 };
const plain = { priceMarkupPercent: '0', stockBuffer: 0 };

describe('what a listed item is on the marketplace', () => {
  it('sells the sellable stock less the buffer, within 0 and 20,000', () => {
    expect(channelFigures(row, { ...plain, stockBuffer: 3 })).toMatchObject({ item: { quantity: 7 } });
    expect(channelFigures(row, { ...plain, stockBuffer: 30 })).toMatchObject({ item: { quantity: 0 } });
    expect(channelFigures({ ...row, stock: 50_000 }, plain)).toMatchObject({ item: { quantity: 20_000 } });
    expect(channelFigures({ ...row, sellable: false }, plain)).toMatchObject({ item: { quantity: 0 } });
  });

  it('prices with KDV and the markup; the struck price only with a running sale, never below the sale price', () => {
    expect(channelFigures(row, plain)).toEqual({
      item: { barcode: '8691234567890', quantity: 10, salePrice: '120.00', listPrice: '120.00' },
    });
    expect(channelFigures(row, { ...plain, priceMarkupPercent: '12.5' })).toMatchObject({
      item: { salePrice: '135.00', listPrice: '135.00' },
    });
    expect(channelFigures({ ...row, before: '150.00' }, { ...plain, priceMarkupPercent: '10' })).toMatchObject({
      item: { salePrice: '132.00', listPrice: '198.00' },
    });
    expect(channelFigures({ ...row, before: '90.00' }, plain)).toMatchObject({ item: { listPrice: '120.00' } });
  });

  it('names what keeps an item from going out', () => {
    expect(channelFigures({ ...row, barcode: null }, plain)).toEqual({ problem: 'Barkod yok' });
    expect(channelFigures({ ...row, price: '0.00' }, plain)).toHaveProperty('problem');
  });
});

describe('barcodes and settings', () => {
  it('knows a GTIN-13 by its check digit', () => {
    expect(isGtin13('8691234567890')).toBe(true);
    expect(isGtin13('8691234567891')).toBe(false);
    expect(isGtin13('TY-123')).toBe(false);
    expect(isGtin13(null)).toBe(false);
  });

  it('is off without credentials, on with all three, and refuses half of them in production only', () => {
    expect(trendyolConfig({})).toBeNull();
    expect(trendyolConfig({ TRENDYOL_SELLER_ID: '1', TRENDYOL_API_KEY: 'k', TRENDYOL_API_SECRET: 's' })).toEqual({
      sellerId: '1',
      apiKey: 'k',
      apiSecret: 's',
      baseUrl: TRENDYOL_DEFAULT_BASE_URL,
    });
    const half = { TRENDYOL_SELLER_ID: '1', TRENDYOL_API_KEY: 'k' };
    expect(trendyolRefusals({ ...half, NODE_ENV: 'development' })).toEqual([]);
    expect(trendyolRefusals({ ...half, NODE_ENV: 'production' })).toEqual([
      'Trendyol kanalı yarım yapılandırılmış; eksik değişkenler: TRENDYOL_API_SECRET',
    ]);
  });
});
