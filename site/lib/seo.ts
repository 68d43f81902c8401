import { WORKING_HOURS, type CompanyInfo } from './site-info';

/** schema.org LocalBusiness for the company: address in İvedik, Ankara, opening hours, phone. */
export function localBusinessJsonLd(company: CompanyInfo, siteUrl: string) {
  const postalCode = /\b(\d{5})\b/.exec(company.address)?.[1];
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${siteUrl}#isletme`,
    name: company.name,
    description: company.description,
    url: siteUrl,
    telephone: company.phone,
    email: company.email,
    ...(company.logo ? { logo: new URL(company.logo, siteUrl).href, image: new URL(company.logo, siteUrl).href } : {}),
    foundingDate: '2009',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: 'Yenimahalle',
      addressRegion: 'Ankara',
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'TR',
    },
    areaServed: 'TR',
    currenciesAccepted: 'TRY',
    paymentAccepted: 'Kredi kartı, banka kartı, havale/EFT',
    openingHoursSpecification: WORKING_HOURS.filter((h) => h.opens).map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.schema,
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
