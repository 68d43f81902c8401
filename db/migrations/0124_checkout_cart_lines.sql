-- A checkout reads its cart twice: once to start the payment, then again under the cart's
-- lock in the order's transaction, where the result must be the same. The read joins cart
-- lines, products (ten indexes) and variants: planned anew each time, as the connections'
-- force_custom_plan asks for the market's filters (decision 0006), it took more of the
-- database's time than running it. Here it is planned once per connection and kept: every
-- cart is found by key, so one plan serves all (decision 0245). The columns keep their
-- tables' types, and the answer's column names are those the shop reads.
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
  category_name categories.name%TYPE)
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
             WHERE pc.product_id = p.id ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1)
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    WHERE ci.cart_id = cart
    ORDER BY ci.id;
END $$;
