/** Page buttons around the current page: 1 … window … last, with 'gap' for the ellipses. */
export function pageWindow(page: number, totalPages: number, radius: number): (number | 'gap')[] {
  if (totalPages <= 0) return [];
  const from = Math.max(1, page - radius);
  const to = Math.min(totalPages, page + radius);
  const items: (number | 'gap')[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push('gap');
  if (to < totalPages) items.push(totalPages);
  return items;
}
