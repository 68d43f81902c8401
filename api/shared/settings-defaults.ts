// What the shop shows while a setting is unset or blank: the one home of these fallbacks.
// The prerendered pages, the checkout's contract preview and the order mails all read them.
// Pure data, so the site's build may import it too.

export const COMPANY_DEFAULTS = {
  company_name: 'Ankara Elektrik Malzemeleri',
  company_phone: '0312 394 27 50',
  company_email: 'info@ankaraelektrikmalzemeleri.com.tr',
  company_address: 'İvedik OSB, Yenimahalle/Ankara',
  company_website: '',
  company_description:
    "2009'dan bu yana Ankara İvedik OSB'den kablo, aydınlatma, şalt ve tesisat malzemesi tedarik ediyoruz.",
  company_logo: '',
} as const;

export type CompanyKey = keyof typeof COMPANY_DEFAULTS;

/** The seller as contracts and mails name it, from any lookup of the settings (blank → default). */
export function sellerFrom(setting: (key: CompanyKey) => string | undefined) {
  const get = (key: CompanyKey) => setting(key)?.trim() || COMPANY_DEFAULTS[key];
  return {
    name: get('company_name'),
    address: get('company_address'),
    phone: get('company_phone'),
    email: get('company_email'),
  };
}
