import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filtersFromUrl, filtersQuery, istanbulDay } from './order-list-url.ts';
import { niceCeiling } from '../dashboard/BarChart.tsx';

describe("the order list's filters in the address", () => {
  it('reads back what it wrote, and writes nothing for no filters', () => {
    const filters = {
      ...NO_FILTERS,
      from: '2026-11-27',
      to: '2026-11-27',
      dateBy: 'paid' as const,
      status: ['confirmed' as const, 'processing' as const],
      shippingMethod: ['Aras Kargo'],
      search: ' Işık ',
    };
    const query = filtersQuery(filters).toString();
    expect(query).toBe(
      'from=2026-11-27&to=2026-11-27&dateBy=paid&status=confirmed%2Cprocessing&shippingMethod=Aras+Kargo&search=I%C5%9F%C4%B1k',
    );
    expect(filtersFromUrl(`?${query}`)).toEqual({ ...filters, search: 'Işık' });
    expect(filtersQuery(NO_FILTERS).toString()).toBe('');
  });

  it("takes yesterday on Istanbul's calendar", () => {
    // 22:30 UTC on 27 November is already the 28th in Istanbul.
    expect(istanbulDay(1, Date.UTC(2026, 10, 27, 22, 30))).toBe('2026-11-27');
    expect(istanbulDay(0, Date.UTC(2026, 10, 27, 20, 30))).toBe('2026-11-27');
  });
});

describe("the chart's value axis", () => {
  it('ends on a round amount at or above the largest bar', () => {
    expect(niceCeiling(0)).toBe(100);
    expect(niceCeiling(469)).toBe(500);
    expect(niceCeiling(1800)).toBe(2000);
    expect(niceCeiling(2300)).toBe(2500);
    expect(niceCeiling(10_000)).toBe(10_000);
  });
});
