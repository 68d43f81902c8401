-- A market listing built each product's answer from three correlated sub-queries (images,
-- active variants, categories) planned and run again on every request: about 0.6 ms of the
-- database's time per uncached page of twelve, most of the uncached listing's cost. Each
-- product's card, as the listing shows it, is now kept beside it and written by the
-- statements that change what it shows, so a page is its ids' cards joined in order.
-- Stock is not on the card: a sale must not rewrite it (that doubled the database's work
-- per checkout). The card holds null where the stock goes; the listing fills in the
-- product's and its variants' stock from their rows in the same statement.
-- Room on each page so a sale's rewrite stays on the card's page (a heap-only update).
CREATE TABLE product_cards (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  card text NOT NULL
) WITH (fillfactor = 75);

-- The API's ProductView (api/schemas/products.ts), keys in its order; amounts stay numeric
-- strings; createdAt as JavaScript's toISOString writes it (milliseconds, UTC). Stock and
-- in-stock are null, filled at reading (list-products.ts).
CREATE FUNCTION product_card(p products) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'shortDescription', p.short_description, 'sku', p.sku, 'basePrice', p.base_price::text,
    'effectivePrice', p.effective_price::text, 'unit', p.unit, 'vatRate', p.vat_rate,
    'stockQuantity', NULL::int, 'minOrderQuantity', p.min_order_quantity, 'inStock', NULL::boolean,
    'isFeatured', p.is_featured, 'brand', p.brand,
    'images', coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]'),
    'variants', coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
        'price', v.price::text, 'stockQuantity', NULL::int, 'isActive', v.is_active) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]'),
    'categoryIds', coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '[]'),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;

-- A page of the listing: each id's card with the stock of its product and of its active
-- variants, in the order given. The listing's filters are planned for their values on every
-- request (decision 0006); this part is the same statement for every page, so its plan is
-- kept for the session (plan_cache_mode auto here), and the planning it took was most of a
-- page's cost.
CREATE FUNCTION listing_cards(ids integer[])
RETURNS TABLE (card text, stock_quantity integer, in_stock boolean, variant_stock json, page_position bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = auto AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT c.card, p.stock_quantity, p.in_stock,
    (SELECT json_object_agg(v.id, v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id AND v.is_active),
    page.position
  FROM unnest(ids) WITH ORDINALITY AS page (id, position)
  JOIN product_cards c ON c.product_id = page.id
  JOIN products p ON p.id = page.id
  ORDER BY page.position;
END $$;

-- PL/pgSQL keeps the statement's plan for the session (an SQL function plans it on every
-- call), and most calls, a sale's, have nothing to refresh.
CREATE FUNCTION product_cards_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO product_cards (product_id, card)
    SELECT p.id, product_card(p) FROM products p WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET card = EXCLUDED.card;
  END IF;
END $$;

-- Products: every inserted row, and every updated row that changed more than its stock
-- (sales, and the variants' re-derive `SET effective_price = effective_price`, which often
-- changes nothing). Like 0095, the comparison drops the named columns from the whole row,
-- so a column added later refreshes by default. Deleted rows take their cards with them.
CREATE FUNCTION product_cards_of_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_cards_refresh(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM product_cards_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE to_jsonb(o) - '{stock_quantity,in_stock,updated_at}'::text[]
             IS DISTINCT FROM to_jsonb(n) - '{stock_quantity,in_stock,updated_at}'::text[]));
  END IF;
  RETURN NULL;
END $$;

-- Images, categories and variants: the products they belong to, before and after. A
-- variant that is inactive before and after is not on any card, nor is a variant's stock.
CREATE FUNCTION product_cards_of_parts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    PERFORM product_cards_refresh(ARRAY(
      SELECT unnest(ARRAY[o.product_id, n.product_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.is_active OR n.is_active)
         AND to_jsonb(o) - '{stock_quantity,updated_at}'::text[] IS DISTINCT FROM to_jsonb(n) - '{stock_quantity,updated_at}'::text[]));
  ELSE
    PERFORM product_cards_refresh(ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();
CREATE TRIGGER product_cards_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();

-- The parts' three tables take the same three triggers.
DO $$
DECLARE
  part text;
BEGIN
  FOREACH part IN ARRAY ARRAY['product_variants', 'product_images', 'product_categories'] LOOP
    EXECUTE format('CREATE TRIGGER product_cards_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts()', part);
    EXECUTE format('CREATE TRIGGER product_cards_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts()', part);
    EXECUTE format('CREATE TRIGGER product_cards_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts()', part);
  END LOOP;
END $$;

SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
