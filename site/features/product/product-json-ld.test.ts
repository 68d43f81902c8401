import { describe, expect, it } from 'vitest';
import { sampleProduct, sampleVariant } from '#api/shared/product-view-sample.ts';
import { productJsonLd } from './product-json-ld';

// Issue 47: a product's technical values in its structured data and in the Google feed.
const section = { code: 'cross_section', name: 'Kesit', unit: 'mm²', unitCode: 'MMK' };
const product = sampleProduct({
  id: 7,
  name: 'NYM Kablo 3 Damarlı',
  slug: 'nym-kablo-3-damarli',
  sku: 'NYM-3D',
  basePrice: '31.40',
  effectivePrice: '31.40',
  price: '31.40',
  inStock: true,
  brand: 'Prysmian',
  variants: [1.5, 2.5, 4].map((n, i) =>
    sampleVariant({
      id: i + 1,
      name: `3x${n} mm²`,
      price: '31.40',
      stockQuantity: 5,
      isActive: i < 2,
      attributes: [{ ...section, value: n, label: String(n).replace('.', ',') }],
    }),
  ),
  attributes: [
    { code: 'cores', name: 'Damar Sayısı', value: 3, label: '3', unit: null, unitCode: null },
    {
      code: 'conductor',
      name: 'İletken',
      value: 'tek_telli',
      label: 'Tek telli (som) bakır',
      unit: null,
      unitCode: null,
    },
    { code: 'halogen_free', name: 'Halojensiz', value: false, label: 'Hayır', unit: null, unitCode: null },
  ],
});

describe("technical values in the product page's structured data", () => {
  it("states the product's and its active variants' values as PropertyValues with unitText and unitCode", () => {
    const [ld] = productJsonLd({ product, trail: [] }, 'https://magaza.example/', 'NYM kablo');
    expect(ld && 'additionalProperty' in ld && ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Damar Sayısı', value: 3 },
      { '@type': 'PropertyValue', name: 'İletken', value: 'Tek telli (som) bakır' },
      { '@type': 'PropertyValue', name: 'Halojensiz', value: 'Hayır' },
      { '@type': 'PropertyValue', name: 'Kesit', value: 1.5, unitText: 'mm²', unitCode: 'MMK' },
      { '@type': 'PropertyValue', name: 'Kesit', value: 2.5, unitText: 'mm²', unitCode: 'MMK' },
    ]);
  });
});
