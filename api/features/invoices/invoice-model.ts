// One invoice as the shop issues it, before it becomes UBL-TR XML or a PDF. Amounts are integer
// kuruş, computed once from the order's stored lines (invoice-from-order.ts), so the XML, the PDF
// and the order page show the same figures.

/** GİB's scenarios: e-Arşiv for consumers and unregistered firms, e-Fatura (basic or commercial) for registered ones. */
export type InvoiceProfile = 'EARSIVFATURA' | 'TEMELFATURA' | 'TICARIFATURA';
export type InvoiceTypeCode = 'SATIS' | 'IADE';
/** The kind the order page names: e-Arşiv or e-Fatura. */
export type InvoiceKind = 'e-arsiv' | 'e-fatura';

export const kindOfProfile = (profile: InvoiceProfile): InvoiceKind =>
  profile === 'EARSIVFATURA' ? 'e-arsiv' : 'e-fatura';

export interface InvoiceParty {
  /** VKN (10 digits, firms) or TCKN (11 digits, persons). */
  scheme: 'VKN' | 'TCKN';
  id: string;
  /** The firm's title, or the person's full name. */
  name: string;
  taxOffice: string | null;
  street: string;
  /** İlçe */
  district: string;
  /** İl */
  city: string;
  postalCode: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** The shop's unit ('adet', 'metre' …); unitCode maps it to UN/ECE rec. 20. */
  unit: string;
  unitPriceKurus: number;
  /** Unit price × quantity, before the discount. */
  listKurus: number;
  discountKurus: number;
  /** listKurus − discountKurus: the KDV base. */
  netKurus: number;
  vatRate: number;
  vatKurus: number;
}

/** The e-Arşiv internet-sale details (VUK 509, e-Arşiv technical guide: web address, payment, carrier). */
export interface InternetSale {
  website: string;
  paymentMethod: 'card' | 'bank_transfer';
  /** YYYY-MM-DD */
  paymentDate: string;
  carrier: string | null;
  /** The carrier as a party, when the admin set its VKN and office (else only its name, in a note). */
  carrierParty: InvoiceParty | null;
  /** YYYY-MM-DD, when the parcel left. */
  shippedDate: string | null;
}

export interface InvoiceDocument {
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  /** ABC2026000000001 */
  number: string;
  /** The ETTN, a UUID. */
  uuid: string;
  /** YYYY-MM-DD and HH:MM:SS, Turkish time. */
  issueDate: string;
  issueTime: string;
  orderNumber: string;
  orderDate: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  notes: string[];
  internetSale: InternetSale | null;
  /** A return (IADE) names the sales invoice it returns. */
  returns: { number: string; issueDate: string } | null;
}

/** KDV exemption for a 0 % line that is no exemption: GİB code 351 'İstisna Olmayan Diğer'. */
export const ZERO_RATE_EXEMPTION = { code: '351', reason: 'KDV - İstisna Olmayan Diğer' } as const;

export interface InvoiceTotals {
  /** Lines at list price. */
  lineExtensionKurus: number;
  discountKurus: number;
  /** The KDV base: list − discount. */
  taxExclusiveKurus: number;
  taxKurus: number;
  taxInclusiveKurus: number;
  payableKurus: number;
  byRate: { rate: number; baseKurus: number; vatKurus: number }[];
}

/** The document's totals from its lines (each line's amounts are already rounded). */
export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (f: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const byRate = new Map<number, { rate: number; baseKurus: number; vatKurus: number }>();
  for (const l of lines) {
    const r = byRate.get(l.vatRate) ?? { rate: l.vatRate, baseKurus: 0, vatKurus: 0 };
    r.baseKurus += l.netKurus;
    r.vatKurus += l.vatKurus;
    byRate.set(l.vatRate, r);
  }
  const taxExclusiveKurus = sum((l) => l.netKurus);
  const taxKurus = sum((l) => l.vatKurus);
  return {
    lineExtensionKurus: sum((l) => l.listKurus),
    discountKurus: sum((l) => l.discountKurus),
    taxExclusiveKurus,
    taxKurus,
    taxInclusiveKurus: taxExclusiveKurus + taxKurus,
    payableKurus: taxExclusiveKurus + taxKurus,
    byRate: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}
