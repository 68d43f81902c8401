import { formatTRY, fromKurus } from './money.ts';
import { vatLabel, type VatLine } from './vat.ts';
import { placeLine } from '../schemas/addresses.ts';
import { shippingLabel } from './shipping.ts';
import type { LegalSection, LegalSource } from './legal-markdown.ts';
import { lineName } from './line-name.ts';
import { formatDate } from './date-format.ts';

// The two texts the buyer agrees to at checkout, headed by this order's lines, totals and the
// buyer's data. Their wording is content/legal/*.md alone (the same text the legal dialog shows):
// the island shows it under the particulars, the confirmation mail carries it as agreed, and the
// consent rows record the version its frontmatter declares (accounts/consents.ts).

export interface ContractSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** What the legal texts name as the free-shipping threshold (legal-markdown.ts). */
  freeShippingThreshold?: string;
}

export interface ContractData {
  seller: ContractSeller;
  buyer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    companyName?: string | null;
    taxNumber?: string | null;
    taxOffice?: string | null;
  };
  shippingAddress: string;
  lines: { name: string; quantity: number; unit: string; totalPrice: string; returnable?: boolean }[];
  subtotalKurus: number;
  /** Each discount, before KDV, as its own line (none: []). */
  discounts: ContractDiscount[];
  /** KDV per rate present, highest first. */
  vat: VatLine[];
  /** The shipping charge net of KDV (its KDV is in vat); 0 for free. */
  shippingKurus: number;
  totalKurus: number;
  orderNumber?: string;
  date?: Date;
}

interface ContractDiscount {
  label: string;
  kurus: number;
}

interface Address {
  address: string;
  city: string;
  district?: string | null;
  postalCode: string;
}

/** What both the checkout preview (form values, cart) and the confirmation mail (stored order) know. */
export interface ContractInput {
  seller: ContractSeller;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName?: string | null;
  taxNumber?: string | null;
  taxOffice?: string | null;
  billing: Address;
  shipping: Address;
  items: {
    productName: string;
    variantName: string | null;
    quantity: number;
    unit: string;
    totalPrice: string;
    /** False: cut to length or made to order, outside the right of withdrawal (MSY 15/1-ç). */
    returnable?: boolean;
  }[];
  subtotalKurus: number;
  discounts?: ContractDiscount[];
  vat: VatLine[];
  shippingKurus?: number;
  totalKurus: number;
  orderNumber?: string;
  date?: Date;
}

const addressLine = (a: Address) =>
  [a.address, placeLine(a.postalCode, a.city, a.district)].filter(Boolean).join(', ') || '-';

/** The one way contract data is built, from an order or from the checkout form before it is sent. */
export function contractData(input: ContractInput): ContractData {
  return {
    seller: input.seller,
    buyer: {
      name: input.customerName || '-',
      email: input.customerEmail || '-',
      phone: input.customerPhone || '-',
      address: addressLine(input.billing),
      companyName: input.companyName,
      taxNumber: input.taxNumber,
      taxOffice: input.taxOffice,
    },
    shippingAddress: addressLine(input.shipping),
    lines: input.items.map((i) => ({
      name: lineName(i),
      quantity: i.quantity,
      unit: i.unit,
      totalPrice: i.totalPrice,
      returnable: i.returnable,
    })),
    subtotalKurus: input.subtotalKurus,
    discounts: input.discounts ?? [],
    vat: input.vat,
    shippingKurus: input.shippingKurus ?? 0,
    totalKurus: input.totalKurus,
    orderNumber: input.orderNumber,
    date: input.date,
  };
}

export interface LegalText {
  title: string;
  sections: LegalSection[];
}

export type ContractKind = 'distance_sales_contract' | 'preliminary_info';

function parties(d: ContractData): LegalSection[] {
  const buyer = [
    `Ad Soyad / Unvan: ${d.buyer.companyName ? `${d.buyer.name} (${d.buyer.companyName})` : d.buyer.name}`,
    `Adres: ${d.buyer.address}`,
    `Telefon: ${d.buyer.phone}`,
    `E-posta: ${d.buyer.email}`,
  ];
  if (d.buyer.taxNumber)
    buyer.push(
      d.buyer.taxOffice
        ? `Vergi Dairesi / No: ${d.buyer.taxOffice} / ${d.buyer.taxNumber}`
        : `Vergi No: ${d.buyer.taxNumber}`,
    );
  return [
    {
      heading: 'Satıcı',
      body: [
        `Unvan: ${d.seller.name}`,
        `Adres: ${d.seller.address}`,
        `Telefon: ${d.seller.phone}`,
        `E-posta: ${d.seller.email}`,
      ],
    },
    { heading: 'Alıcı', body: buyer },
  ];
}

/** What the contract says of a line outside the right of withdrawal. */
export const NOT_WITHDRAWABLE = 'kesim/özel üretim: cayma hakkı kapsamı dışındadır';

function goods(d: ContractData): LegalSection {
  const body = d.lines.map(
    (l) =>
      `${l.name} – ${l.quantity} ${l.unit} – ${formatTRY(l.totalPrice)}${l.returnable === false ? ` – ${NOT_WITHDRAWABLE}` : ''}`,
  );
  body.push(
    `Ara toplam: ${formatTRY(fromKurus(d.subtotalKurus))}`,
    ...d.discounts.map((x) => `${x.label}: −${formatTRY(fromKurus(x.kurus))}`),
    ...d.vat.map((v) => `${vatLabel(v.rate)}: ${formatTRY(fromKurus(v.vatKurus))}`),
    `Kargo: ${shippingLabel(fromKurus(d.shippingKurus))}`,
    `Toplam (KDV dahil): ${formatTRY(fromKurus(d.totalKurus))}`,
  );
  if (d.orderNumber) body.unshift(`Sipariş numarası: ${d.orderNumber}`);
  return { heading: 'Sözleşme konusu ürünler ve bedel', body };
}

/**
 * This order's particulars: parties, goods and prices, delivery address (and, for the contract,
 * its date). They stand before the text itself, which is content/legal/{kind}.md as the legal
 * dialog shows it: the island puts the published text under them, the mail the parsed one.
 */
export function orderParticulars(kind: ContractKind, d: ContractData): LegalSection[] {
  const dated = kind === 'distance_sales_contract' && d.date ? [{ heading: 'Tarih', body: [formatDate(d.date)] }] : [];
  return [...parties(d), goods(d), { heading: 'Teslimat', body: [`Teslimat adresi: ${d.shippingAddress}`] }, ...dated];
}

/** The text as agreed for this order: its particulars, then the legal text (with the seller filled in). */
export function orderLegalText(kind: ContractKind, d: ContractData, text: LegalSource): LegalText {
  return { title: text.title, sections: [...orderParticulars(kind, d), ...text.sections] };
}

/** Plain text of a legal text, for e-mails. */
export function legalTextAsPlain(t: LegalText): string {
  return [
    t.title.toLocaleUpperCase('tr-TR'),
    ...t.sections.map((s) => [s.heading, ...s.body].filter(Boolean).join('\n')),
  ].join('\n\n');
}
