import { setting } from './content';
import { parseStoredRates, SHIPPING_RATES_KEY } from '#api/features/shipping/schemas.ts';
import { COMPANY_DEFAULTS, sellerFrom, type CompanyKey } from '#api/shared/settings-defaults.ts';

// Company facts every layout part and page shows, from settings with the shop's fallbacks.
export function companyInfo() {
  const get = (key: CompanyKey) => setting(key, COMPANY_DEFAULTS[key]);
  return {
    name: get('company_name'),
    phone: get('company_phone'),
    email: get('company_email'),
    address: get('company_address'),
    website: get('company_website'),
    description: get('company_description'),
    logo: get('company_logo'),
    freeShippingThreshold: freeShippingThreshold(),
  };
}

/** The 'Kargo' setting's free-shipping threshold, which the legal texts name. */
const freeShippingThreshold = () => parseStoredRates(setting(SHIPPING_RATES_KEY, '')).freeShippingThreshold;

/** The seller as the checkout's contract preview names it (the same fallbacks as the order mails). */
export const sellerInfo = () => ({
  ...sellerFrom((key) => setting(key, '')),
  freeShippingThreshold: freeShippingThreshold(),
});

export type CompanyInfo = ReturnType<typeof companyInfo>;

/** `tel:` link of a Turkish phone number as people write it ("0312 394 27 50"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Spec: Mon–Fri 08:00–18:00, Sat 09:00–13:00, Sun closed. */
export const WORKING_HOURS = [
  {
    days: 'Pazartesi - Cuma',
    hours: '08:00 - 18:00',
    opens: '08:00',
    closes: '18:00',
    schema: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  { days: 'Cumartesi', hours: '09:00 - 13:00', opens: '09:00', closes: '13:00', schema: ['Saturday'] },
  { days: 'Pazar', hours: 'Kapalı', opens: null, closes: null, schema: [] },
] as const;

/** Header and footer sections of the home page (the spec's Header screen). */
export const NAV_ITEMS = [
  { label: 'Anasayfa', section: 'home' },
  { label: 'Ürünler', href: '/urunler' },
  { label: 'Hakkımızda', section: 'hakkimizda' },
  { label: 'Kataloglar', section: 'kataloglar' },
  { label: 'Referanslar', section: 'referanslar' },
  { label: 'İletişim', section: 'iletisim' },
] as const;
