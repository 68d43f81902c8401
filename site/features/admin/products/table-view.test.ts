import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, viewFromUrl, viewParams } from './table-view';

describe('the product table view in the URL', () => {
  it('round-trips a view and leaves defaults out', () => {
    const view = {
      ...DEFAULT_VIEW,
      search: 'ışık',
      categoryId: 4,
      stock: 'low' as const,
      active: false,
      page: 3,
      sort: 'price' as const,
      dir: 'desc' as const,
    };
    const params = viewParams(view);
    expect(params.toString()).toBe(
      'search=%C4%B1%C5%9F%C4%B1k&page=3&sort=price&dir=desc&categoryId=4&stock=low&active=false',
    );
    expect(viewFromUrl(`?${params}`)).toEqual(view);
    expect(viewParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('falls back to the default view for values it cannot read', () => {
    expect(viewFromUrl('?page=-2&sort=renk&stock=bol&active=belki&categoryId=x')).toEqual(DEFAULT_VIEW);
  });
});
