// Turkish addresses: province (il) and district (ilçe) rules, without the data file
// (provinces.ts), so pages that only show an address stay small.
export interface Province {
  plate: string;
  name: string;
  districts: string[];
}

export const ADDRESS_MESSAGES = {
  province: 'Lütfen listeden bir il seçiniz',
  district: 'Lütfen seçilen ile ait bir ilçe seçiniz',
  postalCode: 'Posta kodu 5 haneli olmalı ve ilin plaka koduyla başlamalıdır (ör. Ankara için 06…)',
} as const;

/** A 5-digit postal code whose first two digits are the province's plate code. */
export const postalCodeFits = (postalCode: string, province: Province) =>
  /^\d{5}$/.test(postalCode) && postalCode.startsWith(province.plate);

/** '06378 Yenimahalle/Ankara', or '06378 Ankara' without a district. */
export const placeLine = (postalCode: string, city: string, district?: string | null) =>
  [postalCode, district ? `${district}/${city}` : city].filter(Boolean).join(' ');
