// Text and attribute values for the XML the shop writes (sitemaps, shopping feeds): the five
// markup characters escaped, and the characters XML 1.0 forbids dropped (control characters,
// U+FFFE/U+FFFF; a lone surrogate becomes U+FFFD), since a pasted product text may carry them
// and one of them makes the whole file unreadable to a parser. Most texts need neither: one
// test lets them through untouched (a feed escapes some 300,000 values).
// eslint-disable-next-line no-control-regex -- finding the control characters XML forbids is the point
const NEEDS_WORK = /[&<>"'\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  const text = value.isWellFormed() ? value : value.toWellFormed();
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(MARKUP, (c) => ENTITY[c]!);
}

/** `<name>text</name>`, or nothing for a missing or blank value (the formats' optional fields). */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value == null || value.trim() === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;
}
