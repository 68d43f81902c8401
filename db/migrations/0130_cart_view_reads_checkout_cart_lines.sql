-- The cart view (GET /api/cart and every change to a line) and the checkout read a cart's
-- lines from this one function. The cart view needs each line's id (the storefront changes and
-- removes lines by it) and its time of adding (it lists lines in that order), so both are added
-- at the end of the answer; everything else, and the plan kept per connection (decision 0245),
-- stays as migration 0124 made it. place_pending_order() digests these rows as the checkout's
-- first read did, so both reads keep seeing the same columns. A function's answer cannot be
-- changed in place: it is dropped and created again (place_pending_order() finds it by name).
DROP FUNCTION checkout_cart_lines(integer, text);

CREATE FUNCTION checkout_cart_lines(p_user_id integer, p_session_id text)
RETURNS TABLE (
  product_id cart_items.product_id%TYPE,
  variant_id cart_items.variant_id%TYPE,
  quantity cart_items.quantity%TYPE,
  product_name products.name%TYPE,
  unit products.unit%TYPE,
  base_price products.base_price%TYPE,
  min_order_quantity products.min_order_quantity%TYPE,
  vat_rate products.vat_rate%TYPE,
  product_active products.is_active%TYPE,
  variant_name product_variants.name%TYPE,
  variant_price product_variants.price%TYPE,
  variant_active product_variants.is_active%TYPE,
  category_name categories.name%TYPE,
  line_id cart_items.id%TYPE,
  added_at cart_items.created_at%TYPE)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  cart integer;
BEGIN
  IF p_user_id IS NOT NULL THEN
    SELECT c.id INTO cart FROM carts c WHERE c.user_id = p_user_id;
  ELSE
    SELECT c.id INTO cart FROM carts c WHERE c.session_id = p_session_id;
  END IF;
  RETURN QUERY
    SELECT ci.product_id, ci.variant_id, ci.quantity, p.name, p.unit, p.base_price, p.min_order_quantity, p.vat_rate,
           p.is_active, v.name, v.price, v.is_active,
           (SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
             WHERE pc.product_id = p.id ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1),
           ci.id, ci.created_at
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    WHERE ci.cart_id = cart
    ORDER BY ci.id;
END $$;
