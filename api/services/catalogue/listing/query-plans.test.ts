import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { queryObject } from '#api/schemas/products.ts';
import { productQuerySchema } from '#api/schemas/product-query.ts';
import { chooseListingPlan } from './query-plans.ts';

// Fragments are only built here, never sent: the client never connects.
const sql = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1 });
afterAll(() => sql.end());

const planOf = (query: string) =>
  chooseListingPlan(sql, productQuerySchema.parse(queryObject(new URLSearchParams(query)))).name;

describe('chooseListingPlan', () => {
  it('answers the unfiltered market, in any sort and page, from its kept plan', () => {
    for (const query of ['', 'sortBy=price&page=50', 'sortBy=created', 'sortBy=featured&pageSize=48'])
      expect(planOf(query)).toBe('unfilteredMarket');
  });

  it('reads one category without search in order from its entries when sorted by name or price', () => {
    expect(planOf('categoryIds=3')).toBe('categoryEntriesInOrder');
    expect(planOf('categoryIds=3&sortBy=price&minPrice=100&maxPrice=1000&inStockOnly=true')).toBe(
      'categoryEntriesInOrder',
    );
    expect(planOf('categoryIds=3&brands=Viko')).toBe('categoryEntriesInOrder');
    expect(planOf('categoryIds=3&sortBy=created')).toBe('categoryMatches');
    expect(planOf('categoryIds=3&brands=Viko&sortBy=featured')).toBe('categoryMatches');
    expect(planOf('categoryIds=3&categoryIds=4')).toBe('categoryMatches');
  });

  it('reads the products in order for price, stock and featured filters, and one brand by name', () => {
    for (const query of ['minPrice=100', 'inStockOnly=true&sortBy=price', 'featuredOnly=true', 'brands=Viko'])
      expect(planOf(query)).toBe('productsInOrder');
  });

  it('collects the matches of a search (with categories or not) and of brands', () => {
    for (const query of [
      'search=kablo',
      'brands=Viko&sortBy=price',
      'brands=Viko&brands=Legrand',
      'search=kablo&categoryIds=3',
    ])
      expect(planOf(query)).toBe('productMatches');
  });
});
