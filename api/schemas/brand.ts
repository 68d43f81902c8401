/**
 * The spec's brand rule: the first word of the product name when it is longer
 * than 2 characters and starts with a capital letter (Turkish capitals included).
 */
export function deriveBrand(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? '';
  if (first.length <= 2) return null;
  const initial = first[0]!;
  const isCapital = initial !== initial.toLocaleLowerCase('tr-TR') && initial === initial.toLocaleUpperCase('tr-TR');
  return isCapital ? first : null;
}
