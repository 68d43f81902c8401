import { tableQuerySchema, type TableQuery } from '#api/schemas/admin-product-table.ts';

// The table's view lives in the page URL (`/admin?search=…&page=2#products`), so a reload
// or a shared link shows the same page; defaults are left out of the URL.

export const DEFAULT_VIEW: TableQuery = tableQuerySchema.parse({});

export function viewFromUrl(search: string): TableQuery {
  return tableQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
}

export function viewParams(view: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === '' || value === DEFAULT_VIEW[key as keyof TableQuery]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Writes the view into the address bar without a new history entry per keystroke. */
export function saveViewToUrl(view: TableQuery) {
  const query = viewParams(view).toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/** The filter part of the view (what "all results of this filter" means). */
export function filterOf(view: TableQuery) {
  const { search, categoryId, brand, stock, active } = view;
  return { search, categoryId, brand, stock, active };
}
