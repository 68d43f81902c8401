import type { NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { PROMOTION_MESSAGES as m, type PromotionForm, type PromotionView } from './schemas.ts';
import type { PromotionKind } from '../../shared/discounts.ts';
import { notFound } from '../../core/errors.ts';
import { rethrowConstraint } from '../../services/constraint-conflict.ts';

// The 'Kampanyalar' panel's promotions (decision 0322–0325). What a promotion does to a cart is
// in cart-promotions.ts; its uses in promotion-uses.ts.

const SAVE_CONSTRAINTS = { promotions_code_key: m.codeTaken };

type PromotionRow = Row<'promotions'> & { used: number; reserved: number };

const SELECT = (sql: Sql) => sql`
  SELECT p.*,
    (SELECT count(*) FROM promotion_uses u WHERE u.promotion_id = p.id AND u.used_at IS NOT NULL)::int AS used,
    (SELECT count(*) FROM promotion_uses u WHERE u.promotion_id = p.id AND u.used_at IS NULL)::int AS reserved
  FROM promotions p`;

export async function listPromotions(sql: Sql): Promise<PromotionView[]> {
  const rows = await sql<PromotionRow[]>`${SELECT(sql)} ORDER BY p.id DESC`;
  return rows.map(toView);
}

export async function savePromotion(sql: Sql, form: PromotionForm, id?: number): Promise<PromotionView> {
  const columns = {
    code: form.code,
    kind: form.kind,
    value: form.value,
    min_subtotal: form.minSubtotal,
    starts_at: form.startsAt,
    ends_at: form.endsAt,
    usage_limit: form.usageLimit,
    per_customer_limit: form.perCustomerLimit,
    category_ids: form.categoryIds,
    product_ids: form.productIds,
    price_group_ids: form.priceGroupIds,
    combinable: form.combinable,
    sign_in_required: form.signInRequired,
  };
  try {
    const [row] =
      id === undefined
        ? await sql<{ id: number }[]>`INSERT INTO promotions ${sql(columns)} RETURNING id`
        : await sql<{ id: number }[]>`
            UPDATE promotions SET ${sql(columns)}, updated_at = now() WHERE id = ${id} RETURNING id`;
    if (!row) throw notFound(m.notFound);
    const [saved] = await sql<PromotionRow[]>`${SELECT(sql)} WHERE p.id = ${row.id}`;
    return toView(saved!);
  } catch (error) {
    rethrowConstraint(error, SAVE_CONSTRAINTS);
  }
}

/** Deletes the promotion; orders keep their discount lines (order_discounts), without the link. */
export async function deletePromotion(sql: Sql, id: number): Promise<void> {
  const rows = await sql<NoRows>`DELETE FROM promotions WHERE id = ${id}`;
  if (rows.count === 0) throw notFound(m.notFound);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toView(r: PromotionRow): PromotionView {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind as PromotionKind,
    value: r.value,
    minSubtotal: r.min_subtotal,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    usageLimit: r.usage_limit,
    perCustomerLimit: r.per_customer_limit,
    categoryIds: r.category_ids,
    productIds: r.product_ids,
    priceGroupIds: r.price_group_ids,
    combinable: r.combinable,
    signInRequired: r.sign_in_required,
    usedCount: r.used,
    reservedCount: r.reserved,
  };
}
