import { setting } from './content';

// Company facts every layout part and page shows, from settings with Turkish fallbacks.
export function companyInfo() {
  return {
    name: setting('company_name', 'Ankara Elektrik Malzemeleri'),
    phone: setting('company_phone', '0312 394 27 50'),
    email: setting('company_email', 'info@ankaraelektrikmalzemeleri.com.tr'),
    address: setting('company_address', 'İvedik OSB, Yenimahalle/Ankara'),
    website: setting('company_website', ''),
    description: setting(
      'company_description',
      "2009'dan bu yana Ankara İvedik OSB'den kablo, aydınlatma, şalt ve tesisat malzemesi tedarik ediyoruz.",
    ),
    logo: setting('company_logo', ''),
  };
}
export type CompanyInfo = ReturnType<typeof companyInfo>;

/** `tel:` link of a Turkish phone number as people write it ("0312 394 27 50"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec: Mon–Fri 08:00–18:00, Sat 09:00–13:00, Sun closed. */
export const WORKING_HOURS = [
  { days: 'Pazartesi - Cuma', hours: '08:00 - 18:00', opens: '08:00', closes: '18:00', schema: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
  { days: 'Cumartesi', hours: '09:00 - 13:00', opens: '09:00', closes: '13:00', schema: ['Saturday'] },
  { days: 'Pazar', hours: 'Kapalı', opens: null, closes: null, schema: [] },
] as const;

/** Header and footer sections of the home page (spec §2 Header). */
export const NAV_ITEMS = [
  { label: 'Anasayfa', section: 'home' },
  { label: 'Ürünler', href: '/urunler' },
  { label: 'Hakkımızda', section: 'hakkimizda' },
  { label: 'Kataloglar', section: 'kataloglar' },
  { label: 'Referanslar', section: 'referanslar' },
  { label: 'İletişim', section: 'iletisim' },
] as const;
