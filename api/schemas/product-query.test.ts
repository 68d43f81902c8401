import { describe, expect, it } from 'vitest';
import { productQuerySchema } from './product-query.ts';
import { DEFAULT_QUERY, queryObject, querySearchParams } from './products.ts';

describe('listing query', () => {
  it('fills in exactly the defaults the market shows before reading any rules', () => {
    expect(productQuerySchema.parse({})).toEqual(DEFAULT_QUERY);
  });

  it('reads back what the market writes into the URL', () => {
    const query = productQuerySchema.parse({
      search: 'kablo',
      categoryIds: ['3', '7'],
      sortBy: 'price',
      page: '2',
      minPrice: '10.50',
      brands: ['Viko'],
      inStockOnly: 'true',
    });
    expect(productQuerySchema.parse(queryObject(querySearchParams(query)))).toEqual(query);
  });
});
