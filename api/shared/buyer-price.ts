import { fromKurus, toKurus } from './money.ts';

// What a buyer pays for one unit (decision 0282), the one rule the listing, the product details,
// the cart and the checkout price by: pure, so the storefront may show the same ladder.
//   1. The list price: the variant's price, else the product's base price (unit-price.ts).
//   2. A customer in a price group: the group's explicit price for that product or variant where
//      one is set, else the list price less the group's percentage, rounded half-up to the kuruş;
//      never above the list price, so a sale (decision 0320) never leaves a group paying more.
//   3. Quantity breaks: of the tiers for this product (whole or this variant) and this buyer
//      (every buyer or their group) whose minimum the line's quantity reaches, the lowest unit
//      price; the buyer pays the lowest of that and step 2, so no tier or group ever costs more.
// KDV is added afterwards on the line's net amount (vat.ts).

/** A customer's price group as the price rule needs it. */
export interface BuyerGroup {
  id: number;
  /** Percent off the list price, 0–90, up to two decimals ("12.5", "33.33"). */
  discountPercent: string | number;
}

/** A quantity break: from `minQuantity` units on, `unitPrice` each. */
export interface PriceTier {
  /** null: every variant of the product (and the product without variants). */
  variantId: number | null;
  /** null: every buyer. */
  priceGroupId: number | null;
  minQuantity: number;
  unitPrice: string;
}

/** The list price less `percent`, in kuruş, rounded half-up (exact: integer arithmetic on basis points). */
export function discountedKurus(listKurus: number, percent: string | number): number {
  const basisPoints = BigInt(Math.round(Number(percent) * 100));
  if (basisPoints < 0n || basisPoints > 10_000n) throw new RangeError(`Not a discount: ${percent}`);
  return Number((BigInt(listKurus) * (10_000n - basisPoints) + 5_000n) / 10_000n);
}

/** A group's price for one unit (step 2): its explicit price, else the list price less its percentage; at most the list price. */
export function groupPrice(listPrice: string, group: BuyerGroup | null, explicitPrice: string | null): string {
  if (!group) return fromKurus(toKurus(listPrice));
  if (explicitPrice !== null) return fromKurus(Math.min(toKurus(explicitPrice), toKurus(listPrice)));
  return fromKurus(discountedKurus(toKurus(listPrice), group.discountPercent));
}

/** Whether a tier is one of this buyer's for this line (any quantity). */
export const tierApplies = (t: PriceTier, variantId: number | null, group: BuyerGroup | null) =>
  (t.variantId === null || t.variantId === variantId) && (t.priceGroupId === null || t.priceGroupId === group?.id);

export interface LinePriceInput {
  listPrice: string;
  group: BuyerGroup | null;
  /** The group's explicit price for this product (no variant) or this variant, if set. */
  explicitPrice: string | null;
  /** The product's tiers; those of other variants or groups are left out here. */
  tiers: readonly PriceTier[];
  variantId: number | null;
  quantity: number;
}

export interface LinePrice {
  /** What the buyer pays per unit. */
  price: string;
  /** The public price per unit (step 1). */
  listPrice: string;
  /** The tier that gave the price, when one did. */
  tier: { minQuantity: number } | null;
}

/** The unit price of a line of `quantity` for this buyer (steps 1–3). */
export function linePrice(input: LinePriceInput): LinePrice {
  const listPrice = fromKurus(toKurus(input.listPrice));
  let kurus = toKurus(groupPrice(listPrice, input.group, input.explicitPrice));
  let tier: LinePrice['tier'] = null;
  for (const t of input.tiers) {
    if (input.quantity < t.minQuantity || !tierApplies(t, input.variantId, input.group)) continue;
    const tierKurus = toKurus(t.unitPrice);
    if (tierKurus < kurus || (tier && tierKurus === kurus && t.minQuantity < tier.minQuantity)) {
      kurus = tierKurus;
      tier = { minQuantity: t.minQuantity };
    }
  }
  return { price: fromKurus(kurus), listPrice, tier };
}

/** One step of a ladder: from `minQuantity` units on, `price` each. */
export interface LadderStep {
  minQuantity: number;
  price: string;
}

/**
 * The ladder the product dialog and page show ('10+ adet: ₺…'): each quantity at which this
 * buyer's unit price drops, with the price from there, lowest quantity first.
 */
export function priceLadder(input: Omit<LinePriceInput, 'quantity'>): LadderStep[] {
  const minimums = [
    ...new Set(input.tiers.filter((t) => tierApplies(t, input.variantId, input.group)).map((t) => t.minQuantity)),
  ];
  const ladder: LadderStep[] = [];
  let last = toKurus(linePrice({ ...input, quantity: 1 }).price);
  for (const minQuantity of minimums.sort((a, b) => a - b)) {
    const price = linePrice({ ...input, quantity: minQuantity }).price;
    if (toKurus(price) < last) ladder.push({ minQuantity, price });
    last = Math.min(last, toKurus(price));
  }
  return ladder;
}
