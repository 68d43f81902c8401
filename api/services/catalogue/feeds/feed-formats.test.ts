import { describe, expect, it } from 'vitest';
import { FEED_FORMATS } from './feed-formats.ts';

// Issue 47: each technical value of an item as Google's g:product_detail.
const section = { code: 'cross_section', name: 'Kesit', unit: 'mm²', unitCode: 'MMK' };

describe('the Google feed with technical values', () => {
  it('writes one g:product_detail per value in the Google feed, escaped', () => {
    const xml = FEED_FORMATS['google-merchant'].product({
      id: 7,
      name: 'NYM Kablo 3 Damarlı',
      description: 'x',
      url: 'https://magaza.example/urun/nym',
      image: null,
      brand: 'Prysmian',
      category: null,
      items: [
        {
          id: '7-1',
          title: 'NYM 3x1,5',
          code: null,
          gtin: '8691234567890',
          price: '37.68',
          sale: null,
          stock: 5,
          groupId: '7',
          details: [
            { ...section, value: 1.5, label: '1,5' },
            { code: 'x', name: 'Ölçü <iç>', value: 'a', label: 'A & B', unit: null, unitCode: null },
          ],
        },
      ],
    });
    expect(xml).toContain(
      '<g:product_detail><g:section_name>Teknik Özellikler</g:section_name><g:attribute_name>Kesit</g:attribute_name><g:attribute_value>1,5 mm²</g:attribute_value></g:product_detail>',
    );
    // Issue 51: a valid GTIN-13 barcode is Google's g:gtin.
    expect(xml).toContain('<g:gtin>8691234567890</g:gtin>');
    expect(xml).toContain(
      '<g:attribute_name>Ölçü &lt;iç&gt;</g:attribute_name><g:attribute_value>A &amp; B</g:attribute_value>',
    );
  });
});
