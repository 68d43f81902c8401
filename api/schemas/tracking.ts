// The public tracking pages of the carriers the shop uses, keyed by the carrier's
// name as the admin types it (letter case and Turkish letters folded).
const TRACKING_PAGES: [RegExp, (n: string) => string][] = [
  [/^aras/, (n) => `https://kargotakip.araskargo.com.tr/mainpage.aspx?code=${n}`],
  [/^yurti[cç]i/, (n) => `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${n}`],
  [/^ptt/, (n) => `https://gonderitakip.ptt.gov.tr/Track/Verify?q=${n}`],
];

/** The carrier's tracking page for the number, or null for a carrier without a known page. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const name = carrier.trim().toLocaleLowerCase('tr-TR');
  const page = TRACKING_PAGES.find(([pattern]) => pattern.test(name));
  return page ? page[1](encodeURIComponent(trackingNumber.trim())) : null;
}
