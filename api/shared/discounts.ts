import { toKurus, vatKurus } from './money.ts';
import { DISCOUNT_LABEL, type PricedLine } from './vat.ts';
import type { ShippingCharge } from './shipping.ts';

// The discounts of an order, in integer kuruş (decisions 0322, 0323). Pure: the server prices
// the order with it and the cart and checkout islands show the same figures.
//
// Each discount is taken off the net amounts of the lines it covers before KDV: its kuruş are
// shared out in proportion to those lines' nets, largest remainder first, so the parts add up
// to the discount exactly; each line's KDV is then computed on what is left of it.

export type PromotionKind = 'percent' | 'amount' | 'free_shipping';

/** A promotion the server found applicable to this buyer now (api/services/promotions/). */
export interface CartPromotion {
  promotionId: number;
  /** The code the buyer entered; null for an automatic rule. */
  code: string | null;
  label: string;
  kind: PromotionKind;
  /** The percentage ('10') or the amount in TL ('50.00'); '0' for free shipping. */
  value: string;
  /** The least the covered lines must come to at list price. */
  minSubtotal: string;
  combinable: boolean;
  /** The products whose lines it covers; null: every line. */
  productIds: number[] | null;
}

/** One discount as the order lists it. */
export interface AppliedDiscount {
  promotionId: number | null;
  code: string | null;
  label: string;
  kurus: number;
}

export interface DiscountableLine extends PricedLine {
  productId?: number;
}

export interface DiscountOptions {
  /** The bank-transfer percentage, taken off each line after the promotions ('0': none). */
  discountPercent?: string;
  /**
   * The promotions that apply to this buyer now (the server finds them; the interface agreed with
   * the shipping work names this option `discounts`).
   */
  discounts?: CartPromotion[];
  shipping?: ShippingCharge;
}

/** A line after its discounts: list amount, what was taken off it, and the KDV on the rest. */
export interface DiscountedLine {
  listKurus: number;
  discountKurus: number;
  netKurus: number;
  vatKurus: number;
  vatRate: number;
}

export interface Discounted {
  lines: DiscountedLine[];
  discounts: AppliedDiscount[];
  /** What of the shipping charge is left to pay (net); 0 with free shipping. */
  shippingNetKurus: number;
}

/**
 * The lines with their discounts: the promotions that give the buyer the most (a promotion
 * that is not combinable stands alone, decision 0323), then the transfer percentage per line.
 */
export function discountLines(lines: DiscountableLine[], options: DiscountOptions = {}): Discounted {
  const list = lines.map((l) => toKurus(l.price) * l.quantity);
  const shippingKurus = options.shipping?.kurus ?? 0;
  const best = bestPromotionSet(lines, list, options.discounts ?? [], shippingKurus);
  const nets = [...best.nets];
  const discounts = [...best.discounts];
  const percent = options.discountPercent ?? '0';
  let transferKurus = 0;
  if (Number(percent) > 0) {
    for (const [i, net] of nets.entries()) {
      const off = vatKurus(net, percent);
      nets[i] = net - off;
      transferKurus += off;
    }
    if (transferKurus > 0)
      discounts.push({ promotionId: null, code: null, label: DISCOUNT_LABEL, kurus: transferKurus });
  }
  return {
    lines: lines.map((l, i) => ({
      listKurus: list[i]!,
      discountKurus: list[i]! - nets[i]!,
      netKurus: nets[i]!,
      vatKurus: vatKurus(nets[i]!, l.vatRate),
      vatRate: l.vatRate,
    })),
    discounts,
    shippingNetKurus: shippingKurus - best.shippingOffKurus,
  };
}

interface PromotionResult {
  nets: number[];
  discounts: AppliedDiscount[];
  shippingOffKurus: number;
}

/**
 * The candidates are every combinable promotion together, and each non-combinable one alone;
 * the one taking most off (lines and shipping) wins, the earlier on a tie.
 */
function bestPromotionSet(
  lines: DiscountableLine[],
  list: number[],
  promotions: CartPromotion[],
  shippingKurus: number,
): PromotionResult {
  const applicable = promotions.filter((p) => reachesMinimum(p, lines, list));
  const candidates = [
    applicable.filter((p) => p.combinable),
    ...applicable.filter((p) => !p.combinable).map((p) => [p]),
  ];
  let best: PromotionResult = { nets: list, discounts: [], shippingOffKurus: 0 };
  let bestOff = 0;
  for (const set of candidates) {
    const result = applySet(lines, list, set, shippingKurus);
    const off = result.discounts.reduce((s, d) => s + d.kurus, 0);
    if (off > bestOff) [best, bestOff] = [result, off];
  }
  return best;
}

const covers = (p: CartPromotion, line: DiscountableLine) =>
  p.productIds === null || (line.productId !== undefined && p.productIds.includes(line.productId));

/** The covered lines at list price reach the promotion's minimum (and there is a covered line). */
export function reachesMinimum(p: CartPromotion, lines: DiscountableLine[], list: number[]): boolean {
  const covered = lines.map((l, i) => (covers(p, l) ? list[i]! : -1)).filter((k) => k >= 0);
  return covered.length > 0 && covered.reduce((s, k) => s + k, 0) >= toKurus(p.minSubtotal);
}

// Percentages first, then amounts, then free shipping: a fixed order, so the figures never
// depend on the order promotions were entered in.
const KIND_ORDER: Record<PromotionKind, number> = { percent: 0, amount: 1, free_shipping: 2 };

function applySet(lines: DiscountableLine[], list: number[], set: CartPromotion[], shippingKurus: number) {
  const nets = [...list];
  const discounts: AppliedDiscount[] = [];
  let shippingOffKurus = 0;
  const ordered = [...set].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.promotionId - b.promotionId);
  for (const p of ordered) {
    let kurus: number;
    if (p.kind === 'free_shipping') {
      kurus = shippingKurus - shippingOffKurus;
      shippingOffKurus += kurus;
    } else {
      const weights = lines.map((l, i) => (covers(p, l) ? nets[i]! : 0));
      const base = weights.reduce((s, w) => s + w, 0);
      kurus = p.kind === 'percent' ? vatKurus(base, p.value) : Math.min(toKurus(p.value), base);
      spread(kurus, weights).forEach((part, i) => (nets[i]! -= part));
    }
    if (kurus > 0) discounts.push({ promotionId: p.promotionId, code: p.code, label: p.label, kurus });
  }
  return { nets, discounts, shippingOffKurus };
}

/**
 * `kurus` shared out over the weights in proportion, to the kuruş (decision 0322): each part
 * is the floor of its exact share, and the kuruş left over go one each to the largest
 * remainders (the earlier line on a tie). The parts sum to `kurus` exactly and none exceeds
 * its weight when `kurus` does not exceed their sum. BigInt: kuruş × kuruş can pass 2^53.
 */
export function spread(kurus: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (kurus <= 0 || total <= 0) return weights.map(() => 0);
  if (kurus > total) throw new RangeError('A discount larger than what it is spread over');
  const big = BigInt(kurus);
  const sum = BigInt(total);
  const shares = weights.map((w, i) => {
    const exact = big * BigInt(w);
    return { i, part: Number(exact / sum), rest: exact % sum };
  });
  let left = kurus - shares.reduce((s, x) => s + x.part, 0);
  const byRest = [...shares].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const s of byRest) {
    if (left === 0) break;
    s.part += 1;
    left -= 1;
  }
  return shares.map((s) => s.part);
}
