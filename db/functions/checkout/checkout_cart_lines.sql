CREATE OR REPLACE FUNCTION public.checkout_cart_lines(p_user_id integer, p_session_id text)
 RETURNS TABLE(product_id integer, variant_id integer, quantity integer, product_name text, unit text, base_price numeric, min_order_quantity integer, vat_rate smallint, product_active boolean, variant_name text, variant_price numeric, variant_active boolean, category_name text, line_id integer, added_at timestamp with time zone, order_step integer, price_group_id integer, group_discount_percent numeric, group_price numeric, tiers jsonb, quote_id integer, quoted_price numeric)
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
DECLARE
  cart integer;
  grp integer;
  pct numeric;
BEGIN
  IF p_user_id IS NOT NULL THEN
    SELECT c.id INTO cart FROM carts c WHERE c.user_id = p_user_id;
    SELECT g.id, g.discount_percent INTO grp, pct FROM users u JOIN price_groups g ON g.id = u.price_group_id WHERE u.id = p_user_id;
  ELSE
    SELECT c.id INTO cart FROM carts c WHERE c.session_id = p_session_id;
  END IF;
  RETURN QUERY
    SELECT ci.product_id, ci.variant_id, ci.quantity, p.name, p.unit, p.base_price, p.min_order_quantity, p.vat_rate,
           p.is_active, v.name, v.price, v.is_active,
           (SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
             WHERE pc.product_id = p.id ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1),
           ci.id, ci.created_at, p.order_step, grp, pct,
           (SELECT gp.price FROM product_group_prices gp
             WHERE gp.product_id = ci.product_id AND gp.price_group_id = grp
               AND coalesce(gp.variant_id, 0) = coalesce(ci.variant_id, 0)),
           (SELECT coalesce(jsonb_agg(jsonb_build_object('variantId', t.variant_id, 'priceGroupId', t.price_group_id,
                      'minQuantity', t.min_quantity, 'unitPrice', t.unit_price::text) ORDER BY t.id), '[]')
              FROM product_price_tiers t
             WHERE t.product_id = ci.product_id
               AND (t.variant_id IS NULL OR t.variant_id = ci.variant_id)
               AND (t.price_group_id IS NULL OR t.price_group_id = grp)),
           ql.quote_id,
           CASE WHEN ci.price_locked_until > now() THEN ql.unit_price END
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    LEFT JOIN quote_lines ql ON ql.id = ci.quote_line_id
    WHERE ci.cart_id = cart
    ORDER BY ci.id;
END $function$;
