// URL slugs for seeded rows: Turkish letters folded to ASCII, lowercase, hyphens.

const TURKISH: Record<string, string> = {
  ğ: 'g', Ğ: 'g', ü: 'u', Ü: 'u', ş: 's', Ş: 's', ı: 'i', İ: 'i', ö: 'o', Ö: 'o', ç: 'c', Ç: 'c',
};

export function slugify(text: string): string {
  return text
    .replace(/[ğĞüÜşŞıİöÖçÇ]/g, (c) => TURKISH[c] ?? c)
    .normalize('NFKD') // ² → 2, â → a + combining mark
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within `taken` (which it extends), adding -2, -3… on clashes. */
export function uniqueSlug(text: string, taken: Set<string>): string {
  const base = slugify(text) || 'urun';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
