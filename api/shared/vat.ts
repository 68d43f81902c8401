import { fromKurus, toKurus, vatKurus } from './money.ts';

// KDV per product. Catalogue prices exclude KDV; each line's KDV is computed on its
// net amount and rounded half-up to the kuruş, then the lines are summed per rate.
// Shared by the cart, the checkout summary, the order, the mails and the contract.

/** The rates in force in Turkey (the general rate is 20 % since 10 July 2023). */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 20;

export const VAT_RATE_MESSAGE = 'KDV oranı 0, 1, 10 veya 20 olmalıdır';

export function isVatRate(value: unknown): value is VatRate {
  return typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value);
}

export interface PricedLine {
  /** Unit price without KDV, as a numeric string. */
  price: string;
  quantity: number;
  vatRate: number;
}

export interface LineAmounts {
  netKurus: number;
  vatKurus: number;
}

/** One line: net = unit price × quantity, KDV = net × rate, rounded once. */
export function lineAmounts(line: PricedLine): LineAmounts {
  const netKurus = toKurus(line.price) * line.quantity;
  return { netKurus, vatKurus: vatKurus(netKurus, line.vatRate) };
}

export interface VatLine {
  rate: number;
  baseKurus: number;
  vatKurus: number;
}

/** Sums already-rounded line amounts per rate, highest rate first. */
export function sumByRate(lines: (LineAmounts & { vatRate: number })[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const l of lines) {
    const entry = byRate.get(l.vatRate) ?? { rate: l.vatRate, baseKurus: 0, vatKurus: 0 };
    entry.baseKurus += l.netKurus;
    entry.vatKurus += l.vatKurus;
    byRate.set(l.vatRate, entry);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

export interface OrderTotals {
  /** The lines at list price, before any discount. */
  subtotalKurus: number;
  /** All discounts off the subtotal, before KDV (0 for none); the KDV bases are net of them. */
  discountKurus: number;
  /** Each discount, in the order taken (shared/discounts.ts); their kuruş sum to discountKurus. */
  discounts: { promotionId: number | null; code: string | null; label: string; kurus: number }[];
  taxKurus: number;
  shippingKurus: number;
  totalKurus: number;
  vat: VatLine[];
}

/** The breakdown as GET /api/orders/{orderNumber} answers it: amounts as strings. */
export interface VatBreakdownLine {
  rate: number;
  base: string;
  vat: string;
}

export const breakdownAsStrings = (vat: VatLine[]): VatBreakdownLine[] =>
  vat.map((v) => ({ rate: v.rate, base: fromKurus(v.baseKurus), vat: fromKurus(v.vatKurus) }));

export const breakdownFromStrings = (vat: VatBreakdownLine[]): VatLine[] =>
  vat.map((v) => ({ rate: v.rate, baseKurus: toKurus(v.base), vatKurus: toKurus(v.vat) }));

/** An order's stored amounts (strings) as totals for the shared totals list. */
export function totalsOfOrder(o: {
  subtotal: string;
  discountAmount?: string;
  discounts?: { code: string | null; label: string; amount: string }[];
  shippingAmount: string;
  totalAmount: string;
  vatBreakdown: VatBreakdownLine[];
}): OrderTotals {
  const vat = breakdownFromStrings(o.vatBreakdown);
  return {
    subtotalKurus: toKurus(o.subtotal),
    discountKurus: toKurus(o.discountAmount ?? '0'),
    discounts: (o.discounts ?? []).map((d) => ({
      promotionId: null,
      code: d.code,
      label: d.label,
      kurus: toKurus(d.amount),
    })),
    shippingKurus: toKurus(o.shippingAmount),
    totalKurus: toKurus(o.totalAmount),
    vat,
    taxKurus: vat.reduce((s, v) => s + v.vatKurus, 0),
  };
}

/** The transfer discount's line among the discounts (shared/discounts.ts) in every list of totals. */
export const DISCOUNT_LABEL = 'Havale / EFT İndirimi';

/** 'KDV (%20)' */
export const vatLabel = (rate: number) => `KDV (%${rate})`;
