import type { AttributeValueView } from '#api/schemas/attributes.ts';
import type { CompareRow } from '#api/schemas/compare.ts';
import type { ProductView } from '#api/schemas/products.ts';

/**
 * The comparison's rows from the products' cards (decision 0385): every attribute any product
 * carries, in the order first seen. A product's cell is its own value, or, where its variants
 * carry the attribute, the distinct values of its active variants (and its own) joined by ' / ',
 * numbers from small to large ('1,5 / 2,5 / 4'): what a buyer can get from that product.
 */
export function compareRows(products: ProductView[]): CompareRow[] {
  const order = new Map<string, AttributeValueView>();
  const cells = products.map((p) => {
    const values = new Map<string, AttributeValueView[]>();
    for (const v of [...p.attributes, ...p.variants.filter((x) => x.isActive).flatMap((x) => x.attributes)]) {
      if (!order.has(v.code)) order.set(v.code, v);
      const seen = values.get(v.code) ?? [];
      if (!seen.some((s) => s.label === v.label)) values.set(v.code, [...seen, v]);
    }
    return values;
  });
  return [...order.values()].map((a) => {
    const values = cells.map((c) => {
      const found = c.get(a.code);
      if (!found) return null;
      const sorted =
        typeof found[0]!.value === 'number' ? [...found].sort((x, y) => Number(x.value) - Number(y.value)) : found;
      return sorted.map((v) => v.label).join(' / ');
    });
    return { code: a.code, name: a.name, unit: a.unit, values, differs: new Set(values).size > 1 };
  });
}
