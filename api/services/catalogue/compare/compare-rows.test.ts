import { describe, expect, it } from 'vitest';
import type { ProductView } from '#api/schemas/products.ts';
import type { AttributeValueView } from '#api/schemas/attributes.ts';
import { compareRows } from './compare-rows.ts';

const value = (code: string, v: number | string | boolean, label: string): AttributeValueView => ({
  code,
  name: code.toUpperCase(),
  value: v,
  label,
  unit: null,
  unitCode: null,
});
const product = (
  attributes: AttributeValueView[],
  variants: { active: boolean; attributes: AttributeValueView[] }[] = [],
) =>
  ({
    attributes,
    variants: variants.map((v, i) => ({ id: i + 1, isActive: v.active, attributes: v.attributes })),
  }) as unknown as ProductView;

describe('comparison rows', () => {
  it('gives one label per product, null where missing, and marks rows that differ', () => {
    const rows = compareRows([
      product([value('curve', 'c', 'C'), value('poles', 1, '1')]),
      product([value('curve', 'c', 'C'), value('poles', 3, '3'), value('ip', 'ip20', 'IP20')]),
    ]);
    expect(rows).toEqual([
      { code: 'curve', name: 'CURVE', unit: null, values: ['C', 'C'], differs: false },
      { code: 'poles', name: 'POLES', unit: null, values: ['1', '3'], differs: true },
      { code: 'ip', name: 'IP', unit: null, values: [null, 'IP20'], differs: true },
    ]);
  });

  it('joins the distinct values of active variants, numbers from small to large', () => {
    const rows = compareRows([
      product(
        [],
        [
          { active: true, attributes: [value('current', 20, '20')] },
          { active: true, attributes: [value('current', 6, '6')] },
          { active: true, attributes: [value('current', 20, '20')] },
          { active: false, attributes: [value('current', 63, '63')] },
        ],
      ),
      product([value('current', 6, '6')]),
    ]);
    expect(rows[0]!.values).toEqual(['6 / 20', '6']);
    expect(rows[0]!.differs).toBe(true);
  });
});
