import type { Db } from '#db/connection.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { PROMOTION_MESSAGES as m } from './schemas.ts';
import { formatTRY, fromKurus, toKurus } from '../../shared/money.ts';
import { discountsAsStrings, orderTotals, type PricedTotals } from '../../shared/totals.ts';
import type { ShippingCharge } from '../../shared/shipping.ts';
import type { CartItemView, CartView } from '../../schemas/cart.ts';
import type { CheckoutLine } from '../../services/checkout/cart-lines.ts';
import {
  reachesMinimum,
  type CartPromotion,
  type DiscountableLine,
  type PromotionKind,
} from '../../shared/discounts.ts';
import type { CartOwner } from '../../services/cart/cart-owner.ts';
import { promotionEmailKey } from './promotion-buyer.ts';

// Which promotions apply to a buyer's cart now (decision 0324): the automatic rules (no code)
// that match, and the code the buyer applied to the cart. The server decides this every time
// it prices a cart; what the client shows is only a copy. The cart view's discounts
// (`cartDiscounts`) and the checkout's totals (`checkoutTotals`) are both priced here.

interface Candidate {
  id: number;
  code: string | null;
  kind: PromotionKind;
  value: string;
  min_subtotal: string;
  combinable: boolean;
  sign_in_required: boolean;
  started: boolean;
  ended: boolean;
  used_up: boolean;
  buyer_used_up: boolean;
  for_buyer: boolean;
  covers_all: boolean;
  /** The cart's products it covers through its products and categories (with their subcategories). */
  covered: number[];
}

export interface BuyerOf {
  owner: CartOwner;
  /** The buyer's e-mail address once known (the checkout form): per-customer limits count by it too. */
  email?: string | null;
}

/**
 * Uses the buyer's next checkout of this cart would give back: those of the owner's unpaid card
 * orders, which that checkout replaces (place_pending_order). So a code is never refused
 * because of the buyer's own unpaid order of the same cart (issue 46): it carries over.
 */
function replacedByCheckout(db: Db, owner: CartOwner) {
  const userId = owner.kind === 'user' ? owner.userId : null;
  const sessionId = owner.kind === 'guest' ? owner.sessionId : null;
  return db`(u.used_at IS NULL AND o.status = 'pending' AND NOT o.payment_review
    AND (o.user_id = ${userId}::int OR (${userId}::int IS NULL AND o.user_id IS NULL AND o.session_id = ${sessionId}::text)))`;
}

/**
 * The promotions to read: the automatic ones and, when given, the one with `code`. `used_up`
 * counts paid uses and those unpaid orders hold (decision 0335); `buyer_used_up` every use of
 * this buyer (account, mailbox or guest session); neither counts what this cart's next
 * checkout gives back.
 */
function readCandidates(db: Db, buyer: BuyerOf, productIds: number[], code: string | null) {
  const userId = buyer.owner.kind === 'user' ? buyer.owner.userId : null;
  const sessionId = buyer.owner.kind === 'guest' ? buyer.owner.sessionId : null;
  const emailKey = buyer.email ? promotionEmailKey(buyer.email) : null;
  const replaced = replacedByCheckout(db, buyer.owner);
  return db<Candidate[]>`
    SELECT p.id, p.code, p.kind, p.value, p.min_subtotal, p.combinable, p.sign_in_required,
      (p.starts_at IS NULL OR p.starts_at <= now()) AS started,
      (p.ends_at IS NOT NULL AND p.ends_at <= now()) AS ended,
      (p.usage_limit IS NOT NULL AND
        (SELECT count(*) FROM promotion_uses u JOIN orders o ON o.id = u.order_id WHERE u.promotion_id = p.id
          AND (u.used_at IS NOT NULL OR (u.held AND NOT ${replaced}))) >= p.usage_limit) AS used_up,
      (p.per_customer_limit IS NOT NULL AND
        (SELECT count(*) FROM promotion_uses u JOIN orders o ON o.id = u.order_id WHERE u.promotion_id = p.id
          AND (u.user_id = ${userId}::int OR u.email_key = ${emailKey}::text OR u.session_id = ${sessionId}::text)
          AND NOT ${replaced}) >= p.per_customer_limit) AS buyer_used_up,
      (cardinality(p.price_group_ids) = 0 OR
        (SELECT price_group_id FROM users WHERE id = ${userId}::int) = ANY (p.price_group_ids)) AS for_buyer,
      (cardinality(p.product_ids) = 0 AND cardinality(p.category_ids) = 0) AS covers_all,
      ARRAY(
        SELECT pid FROM unnest(${productIds}::int[]) pid
        WHERE pid = ANY (p.product_ids) OR EXISTS (
          SELECT 1 FROM product_categories pc WHERE pc.product_id = pid AND pc.category_id IN (
            WITH RECURSIVE sub AS (
              SELECT c.id FROM categories c WHERE c.id = ANY (p.category_ids)
              UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
            SELECT id FROM sub))) AS covered
    FROM promotions p
    WHERE (p.code IS NULL AND (p.ends_at IS NULL OR p.ends_at > now())) OR p.code = ${code}::text
    ORDER BY p.id`;
}

/** Why the promotion does not apply to these lines for this buyer, or null when it does. */
function refusal(c: Candidate, lines: DiscountableLine[], owner: CartOwner): string | null {
  // A code not started yet answers as one that does not exist: trying codes learns nothing.
  if (!c.started) return m.unknown;
  if (c.ended) return m.expired;
  if (c.used_up) return m.usedUp;
  if (c.sign_in_required && owner.kind === 'guest') return m.signInRequired;
  if (c.buyer_used_up) return m.usedUpForYou;
  if (!c.for_buyer) return m.notForYou;
  const promotion = asCartPromotion(c);
  if (!lines.some((l) => promotion.productIds === null || promotion.productIds.includes(l.productId!)))
    return m.notForProducts;
  const list = lines.map((l) => toKurus(l.price) * l.quantity);
  if (!reachesMinimum(promotion, lines, list)) return m.belowMinimum(formatTRY(c.min_subtotal));
  return null;
}

const percentText = (value: string) => Number(value).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/** The discount's line: what it takes off, and the code when there is one. */
export function promotionLabel(kind: PromotionKind, value: string, code: string | null): string {
  const what =
    kind === 'percent'
      ? `%${percentText(value)} İndirim`
      : kind === 'amount'
        ? `${formatTRY(value)} İndirim`
        : 'Ücretsiz Kargo';
  return code ? `${what} (${code})` : `Kampanya: ${what}`;
}

const asCartPromotion = (c: Candidate): CartPromotion => ({
  promotionId: c.id,
  code: c.code,
  label: promotionLabel(c.kind, c.value, c.code),
  kind: c.kind,
  value: c.value,
  minSubtotal: c.min_subtotal,
  combinable: c.combinable,
  productIds: c.covers_all ? null : c.covered,
});

export interface CartPromotions {
  promotions: CartPromotion[];
  /** The cart's code and, when it does not apply now, why not. */
  code: { code: string; message: string | null } | null;
}

/**
 * The promotions that apply to these lines for this buyer now: every matching automatic rule,
 * and the cart's code when it matches (else its refusal in `code.message`).
 */
export async function cartPromotions(db: Db, buyer: BuyerOf, lines: DiscountableLine[]): Promise<CartPromotions> {
  const code = await cartCode(db, buyer.owner);
  if (lines.length === 0) return { promotions: [], code: code === null ? null : { code, message: m.emptyCart } };
  const productIds = [...new Set(lines.map((l) => l.productId!))];
  const candidates = await readCandidates(db, buyer, productIds, code);
  const promotions = candidates.filter((c) => refusal(c, lines, buyer.owner) === null).map(asCartPromotion);
  const coded = code === null ? undefined : candidates.find((c) => c.code === code);
  return {
    promotions,
    code: code === null ? null : { code, message: coded ? refusal(coded, lines, buyer.owner) : m.unknown },
  };
}

/**
 * The same for a checkout: a cart code that no longer applies refuses the checkout with its
 * reason (the buyer removes it or sees why), rather than charging more than the cart showed.
 */
export async function checkoutPromotions(db: Db, buyer: BuyerOf, lines: DiscountableLine[]): Promise<CartPromotion[]> {
  const { promotions, code } = await cartPromotions(db, buyer, lines);
  if (code?.message) throw conflict(code.message);
  return promotions;
}

/** The code applied to the owner's cart, or null. */
async function cartCode(db: Db, owner: CartOwner): Promise<string | null> {
  const [row] = await db<{ code: string }[]>`
    SELECT p.code FROM carts c JOIN promotions p ON p.id = c.promotion_id
    WHERE ${owner.kind === 'user' ? db`c.user_id = ${owner.userId}` : db`c.session_id = ${owner.sessionId}`}`;
  return row?.code ?? null;
}

/** Checks `code` against these lines for this buyer: the reason it does not apply, thrown. */
export async function assertCodeApplies(
  db: Db,
  buyer: BuyerOf,
  lines: DiscountableLine[],
  code: string,
): Promise<number> {
  if (lines.length === 0) throw conflict(m.emptyCart);
  const productIds = [...new Set(lines.map((l) => l.productId!))];
  const found = (await readCandidates(db, buyer, productIds, code)).find((c) => c.code === code);
  if (!found || !found.started) throw notFound(m.unknown);
  const why = refusal(found, lines, buyer.owner);
  if (why) throw conflict(why);
  return found.id;
}

/** The cart view's promotions, its code, and its discount lines as a card checkout would take them. */
export async function cartDiscounts(
  db: Db,
  owner: CartOwner,
  items: CartItemView[],
): Promise<Pick<CartView, 'promotions' | 'discounts' | 'discountAmount' | 'promotionCode'>> {
  const { promotions, code } = await cartPromotions(db, { owner }, items);
  // An empty cart answers as the spec's empty cart, unless a code waits on it.
  if (items.length === 0 && code === null) return {};
  const totals = orderTotals(items, { discounts: promotions });
  return {
    promotions,
    discounts: discountsAsStrings(totals.discounts),
    discountAmount: fromKurus(totals.discountKurus),
    promotionCode: code,
  };
}

/**
 * The totals an order is stored and charged with: the lines as priced now, the promotions the
 * server finds for this buyer now (never the client's), the transfer percentage if any, and the
 * server's shipping charge.
 */
export async function checkoutTotals(
  db: Db,
  buyer: BuyerOf,
  lines: CheckoutLine[],
  options: { discountPercent?: string; shipping?: ShippingCharge } = {},
): Promise<PricedTotals> {
  const promotions = await checkoutPromotions(db, buyer, lines);
  return orderTotals(lines, { ...options, discounts: promotions });
}
