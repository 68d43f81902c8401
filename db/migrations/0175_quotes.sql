-- Quotes (issue 37, decisions 0296–0298).
--
-- A signed-in customer asks for a quote from the cart: its lines are stored as they were, at the
-- buyer's prices then ('requested', 'Talep Edildi'). The admin changes prices, quantities and
-- lines and sets the validity date; sending it ('sent') mails the quote as a PDF. The customer
-- accepts ('accepted') or declines ('declined'); an order placed with its lines makes it
-- 'ordered'. Every step is a row of quote_events: what, who and when.
--
-- An accepted quote's lines go into the customer's cart linked to their quote line
-- (cart_items.quote_line_id) with the end of the validity day (cart_items.price_locked_until):
-- until then checkout_cart_lines() answers the quoted unit price for the line, so the cart, the
-- checkout and place_pending_order()'s digest all see it; after it, the line is priced as any
-- other (decision 0297).
CREATE TABLE quotes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'sent', 'accepted', 'declined', 'ordered')),
  note text NOT NULL DEFAULT '',
  -- The last day the quoted prices hold (Istanbul time); set by the admin before sending.
  valid_until date,
  -- The latest order placed with the quote's lines.
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_user_idx ON quotes (user_id, id DESC);

-- A quote's lines with what they were called when quoted, so a renamed or removed product
-- leaves the quote readable. unit_price is without KDV, as catalogue prices are.
CREATE TABLE quote_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quote_id integer NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  variant_name text,
  unit text NOT NULL,
  vat_rate smallint NOT NULL,
  unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  position integer NOT NULL
);
CREATE INDEX quote_lines_quote_idx ON quote_lines (quote_id, position);

CREATE TABLE quote_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quote_id integer NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('requested', 'edited', 'sent', 'accepted', 'declined', 'ordered')),
  -- The customer or admin who did it.
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_events_quote_idx ON quote_events (quote_id, id);

ALTER TABLE cart_items
  ADD COLUMN quote_line_id integer REFERENCES quote_lines (id) ON DELETE SET NULL,
  ADD COLUMN price_locked_until timestamptz;
CREATE INDEX cart_items_quote_line_idx ON cart_items (quote_line_id) WHERE quote_line_id IS NOT NULL;

-- The cart's one reader of migration 0155, with each line's quote and, while its price is
-- locked, the quoted unit price (null otherwise): the digest of place_pending_order() covers it,
-- so a lock that ends between pricing and placing refuses the order as a changed cart.
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
  tiers jsonb,
  quote_id quotes.id%TYPE,
  quoted_price quote_lines.unit_price%TYPE)
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
               AND (t.price_group_id IS NULL OR t.price_group_id = grp)),
           ql.quote_id,
           CASE WHEN ci.price_locked_until > now() THEN ql.unit_price END
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    LEFT JOIN quote_lines ql ON ql.id = ci.quote_line_id
    WHERE ci.cart_id = cart
    ORDER BY ci.id;
END $$;
