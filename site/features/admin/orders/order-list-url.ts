import { orderFiltersQuery, type OrderFilters } from '#api/schemas/admin-order-filters.ts';
import { isoDay } from '#api/shared/date-format.ts';

// The order list's filters live in the page's address (`/admin?status=confirmed&from=…#orders`),
// so a reload, a bookmark or a link to a colleague opens the same selection.

export type ListFilters = Pick<
  OrderFilters,
  'from' | 'to' | 'dateBy' | 'status' | 'paymentMethod' | 'shippingMethod' | 'channel'
> & { search: string };

export const NO_FILTERS: ListFilters = {
  from: undefined,
  to: undefined,
  dateBy: 'created',
  status: [],
  paymentMethod: [],
  shippingMethod: [],
  channel: [],
  search: '',
};

const list = <T extends string>(value: string | null) => (value ? (value.split(',').filter(Boolean) as T[]) : []);

/** The filters the address holds (unknown values are left to the API to refuse). */
export function filtersFromUrl(search: string): ListFilters {
  const p = new URLSearchParams(search);
  return {
    from: p.get('from') || undefined,
    to: p.get('to') || undefined,
    dateBy: p.get('dateBy') === 'paid' ? 'paid' : 'created',
    status: list(p.get('status')),
    paymentMethod: list(p.get('paymentMethod')),
    shippingMethod: list(p.get('shippingMethod')),
    channel: list(p.get('channel')),
    search: p.get('search') ?? '',
  };
}

/** The filters as the API's and the address's query string. */
export const filtersQuery = (f: ListFilters) => orderFiltersQuery({ ...f, search: f.search.trim() || null });

/** Writes the filters into the address, keeping the tab's #hash. */
export function keepFiltersInUrl(f: ListFilters) {
  const query = filtersQuery(f).toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

/** Istanbul's day `daysAgo` days before now, YYYY-MM-DD. */
export const istanbulDay = (daysAgo: number, now = Date.now()) => isoDay(new Date(now - daysAgo * 86_400_000));
