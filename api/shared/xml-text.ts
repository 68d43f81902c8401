// Text and attribute values for the XML the shop writes (sitemaps, shopping feeds): the five
// markup characters escaped, and the characters XML 1.0 forbids (control characters, lone
// surrogates, U+FFFE/U+FFFF) dropped, since a pasted product text may carry them and one of
// them makes the whole file unreadable to a parser.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(MARKUP, (c) => ENTITY[c]!);
}

/** `<name>text</name>`, or nothing for a missing or blank value (the formats' optional fields). */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value == null || value.trim() === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;
}
