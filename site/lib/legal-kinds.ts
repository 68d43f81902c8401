// The legal dialog's kinds and titles (the storefront spec's Legal dialog screen); any other kind is 'Yasal Metin'.
export const LEGAL_TITLES = {
  kvkk: 'Kişisel Verilerin Korunması',
  privacy: 'Gizlilik Politikası',
  cookies: 'Çerez Politikası',
  delivery_return: 'Teslimat ve İade Şartları',
  preliminary_info: 'Ön Bilgilendirme Formu',
  distance_sales_contract: 'Mesafeli Satış Sözleşmesi',
} as const;

export type LegalKind = keyof typeof LEGAL_TITLES;
export const LEGAL_KINDS = Object.keys(LEGAL_TITLES) as LegalKind[];
export const GENERIC_LEGAL_TITLE = 'Yasal Metin';

export function isLegalKind(kind: string): kind is LegalKind {
  return Object.hasOwn(LEGAL_TITLES, kind);
}

/** Where the build publishes each text as `{ title, html }` (fetched when the dialog opens). */
export const legalTextUrl = (kind: LegalKind) => `/yasal/${kind}.json`;

/** The published text's HTML, as the legal dialog and the checkout's contract dialog show it. */
export async function fetchLegalHtml(kind: LegalKind): Promise<string> {
  const res = await fetch(legalTextUrl(kind));
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as { html: string }).html;
}
