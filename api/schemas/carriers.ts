// The carriers the shop ships with and their public tracking pages, so the 'shipped'
// e-mail and the order page can link straight to the parcel. One home for these addresses:
// when a carrier moves its tracking page, change it here.

interface Carrier {
  name: string;
  /** The carrier's public tracking page for one tracking number. */
  trackingUrl: (trackingNumber: string) => string;
}

const q = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = [
  {
    name: 'Yurtiçi Kargo',
    trackingUrl: (n) => `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${q(n)}`,
  },
  { name: 'Aras Kargo', trackingUrl: (n) => `https://kargotakip.araskargo.com.tr/mainpage.aspx?code=${q(n)}` },
  { name: 'MNG Kargo', trackingUrl: (n) => `https://www.mngkargo.com.tr/gonderi-takip/?kargoTakipNo=${q(n)}` },
  { name: 'PTT Kargo', trackingUrl: (n) => `https://gonderitakip.ptt.gov.tr/Track/Verify?q=${q(n)}` },
  { name: 'Sürat Kargo', trackingUrl: (n) => `https://www.suratkargo.com.tr/KargoTakip/?kargotakipno=${q(n)}` },
  { name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?loc=tr_TR&tracknum=${q(n)}` },
  { name: 'HepsiJet', trackingUrl: (n) => `https://www.hepsijet.com/gonderi-takibi/${q(n)}` },
  {
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/tr-tr/home/tracking/tracking-express.html?submit=1&tracking-id=${q(n)}`,
  },
];

export const CARRIER_NAMES = CARRIERS.map((c) => c.name) as [string, ...string[]];

export const CARRIER_MESSAGES = {
  carrier: 'Lütfen listeden bir kargo firması seçiniz',
  trackingNumber: 'Takip numarası yalnızca harf, rakam ve tire içerebilir (en fazla 40 karakter)',
} as const;

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The tracking page of a parcel, or null for a carrier outside the list (orders shipped before it). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const found = CARRIERS.find((c) => c.name === carrier);
  return found && trackingNumber ? found.trackingUrl(trackingNumber) : null;
}
