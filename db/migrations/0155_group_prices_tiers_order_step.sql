-- Trade buyers' prices (issue 36, decision 0282). A price group may have an explicit price for
-- a product or one of its variants (else its percentage off the list price applies); quantity
-- breaks (tiers) give a unit price from a quantity on, for the whole product or one variant,
-- for every buyer or one group; and a product may be sold only in multiples of an order step
-- (cable by the 100 m). Every table here shapes what a listing shows, so each write moves the
-- catalogue version as the catalogue's own tables do, and the group prices reach the cached
-- answers at once; a group's percentage is part of its prices, so price_groups moves it too.
CREATE TABLE product_group_prices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  price_group_id integer NOT NULL REFERENCES price_groups (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  price numeric(12,2) NOT NULL CHECK (price >= 0)
);
CREATE UNIQUE INDEX product_group_prices_unique ON product_group_prices (product_id, price_group_id, coalesce(variant_id, 0));

CREATE TABLE product_price_tiers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  price_group_id integer REFERENCES price_groups (id) ON DELETE CASCADE,
  -- A tier from one unit on would be a price, not a break: that is the list or the group price.
  min_quantity integer NOT NULL CHECK (min_quantity BETWEEN 2 AND 9999),
  unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0)
);
CREATE UNIQUE INDEX product_price_tiers_unique
  ON product_price_tiers (product_id, coalesce(variant_id, 0), coalesce(price_group_id, 0), min_quantity);

ALTER TABLE products ADD COLUMN order_step integer NOT NULL DEFAULT 1 CHECK (order_step BETWEEN 1 AND 9999);

CREATE TRIGGER catalogue_version_group_prices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_group_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_price_tiers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_price_groups AFTER UPDATE OR DELETE OR TRUNCATE ON price_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

-- The card (migration 0117) carries the order step, so the market's quantity control steps by it,
-- and `price`, what the buyer pays (for the public card, the effective price; a trade buyer's
-- answer puts their group's in its place, api/services/pricing/buyer-views.ts).
CREATE OR REPLACE FUNCTION product_card(p products) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'shortDescription', p.short_description, 'sku', p.sku, 'basePrice', p.base_price::text,
    'effectivePrice', p.effective_price::text, 'price', p.effective_price::text, 'unit', p.unit, 'vatRate', p.vat_rate,
    'stockQuantity', NULL::int, 'minOrderQuantity', p.min_order_quantity, 'orderStep', p.order_step,
    'inStock', NULL::boolean, 'isFeatured', p.is_featured, 'brand', p.brand,
    'images', coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]'),
    'variants', coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
        'price', v.price::text, 'stockQuantity', NULL::int, 'isActive', v.is_active) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]'),
    'categoryIds', coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '[]'),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;
SELECT product_cards_refresh(ARRAY(SELECT id FROM products));

-- The cart's one reader (migrations 0124, 0130) also answers what its lines' prices are made
-- of for this buyer: the order step, the customer's group and percentage, the group's explicit
-- price for the line, and the tiers that may apply to it. The shop prices the lines from these
-- (api/shared/buyer-price.ts), and place_pending_order() digests the same rows under the cart's
-- lock, so a price, tier, step or group changed since the payment started refuses the order as
-- a changed cart (SC001) instead of charging a price the buyer never saw.
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
  added_at cart_items.created_at%TYPE,
  order_step products.order_step%TYPE,
  price_group_id price_groups.id%TYPE,
  group_discount_percent price_groups.discount_percent%TYPE,
  group_price product_group_prices.price%TYPE,
  tiers jsonb)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
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
               AND (t.price_group_id IS NULL OR t.price_group_id = grp))
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    WHERE ci.cart_id = cart
    ORDER BY ci.id;
END $$;
