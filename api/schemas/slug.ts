// URL slugs by the spec's rule (the content-and-admin spec's validation rules), shared by the admin panel,
// the API and the seed: Turkish letters folded to ASCII, lower-case, other
// characters removed, whitespace runs to one hyphen, repeated hyphens collapsed.

const TURKISH: Record<string, string> = {
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ş: 's',
  Ş: 's',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
};

/** The shape the database accepts: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Turkish letters to ASCII, other accents dropped (² → 2, â → a); case is kept. */
export function asciiFold(text: string): string {
  return text
    .replace(/[ğĞüÜşŞıİöÖçÇ]/g, (c) => TURKISH[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function slugify(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Hands out slugs that are unique within `taken` (which it extends), adding -2, -3… on clashes. */
export function uniqueSlug(text: string, taken: Set<string>): string {
  const base = slugify(text) || 'urun';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
