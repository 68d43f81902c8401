-- The 30-day price rule (issue 39, decisions 0318–0320): a struck-through 'before' price must be
-- the lowest price charged in the 30 days before a discount (Ticari Reklam ve Haksız Ticari
-- Uygulamalar Yönetmeliği, Article 14). So every change of a list price is kept with its time, by
-- triggers, whoever writes it (the dialog, the sheet import, a sale); today's prices seed it.
-- A sale is applied into the stored price columns by a job at its start and taken back at its end,
-- so every reader (listing, product page, cart, checkout, feeds) charges it unchanged, the
-- catalogue version moves, and the sale price itself enters the history (it is charged).
CREATE TABLE price_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- null: the product's own base price.
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  price numeric(12,2) NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_history_target_idx ON price_history (product_id, coalesce(variant_id, 0), changed_at);
CREATE INDEX price_history_variant_idx ON price_history (variant_id) WHERE variant_id IS NOT NULL;

INSERT INTO price_history (product_id, variant_id, price) SELECT id, NULL, base_price FROM products;
INSERT INTO price_history (product_id, variant_id, price) SELECT product_id, id, price FROM product_variants;

-- While a sale is applied: the lowest price of the 30 days before it, where the sale price is
-- below it (the struck 'before' price); else null.
ALTER TABLE products ADD COLUMN compare_at_price numeric(12,2);
ALTER TABLE product_variants ADD COLUMN compare_at_price numeric(12,2);

-- One sale per product (variant_id null) or variant. regular_price is the list price it replaced,
-- kept from its start (applied_at) to restore at its end.
CREATE TABLE product_sales (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  sale_price numeric(12,2) NOT NULL CHECK (sale_price > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  regular_price numeric(12,2),
  applied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((applied_at IS NULL) = (regular_price IS NULL))
);
CREATE UNIQUE INDEX product_sales_target_key ON product_sales (product_id, coalesce(variant_id, 0));
CREATE INDEX product_sales_variant_idx ON product_sales (variant_id) WHERE variant_id IS NOT NULL;

CREATE FUNCTION price_history_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO price_history (product_id, variant_id, price) SELECT id, NULL, base_price FROM new_rows;
  ELSE
    INSERT INTO price_history (product_id, variant_id, price) SELECT product_id, id, price FROM new_rows;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION price_history_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO price_history (product_id, variant_id, price) VALUES (NEW.id, NULL, NEW.base_price);
  ELSE
    INSERT INTO price_history (product_id, variant_id, price) VALUES (NEW.product_id, NEW.id, NEW.price);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER products_price_history_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_insert();
CREATE TRIGGER products_price_history AFTER UPDATE OF base_price ON products
  FOR EACH ROW WHEN (OLD.base_price IS DISTINCT FROM NEW.base_price) EXECUTE FUNCTION price_history_note();
CREATE TRIGGER product_variants_price_history_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_insert();
CREATE TRIGGER product_variants_price_history AFTER UPDATE OF price ON product_variants
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION price_history_note();

-- A price written by anyone but the sale job (which sets both) ends the 'before' price: it
-- belonged to the sale price, not to the new one.
CREATE FUNCTION compare_at_price_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.compare_at_price := NULL;
  RETURN NEW;
END $$;

CREATE TRIGGER products_compare_at_reset BEFORE UPDATE OF base_price ON products
  FOR EACH ROW WHEN (OLD.base_price IS DISTINCT FROM NEW.base_price AND NEW.compare_at_price IS NOT NULL
    AND NEW.compare_at_price IS NOT DISTINCT FROM OLD.compare_at_price)
  EXECUTE FUNCTION compare_at_price_reset();
CREATE TRIGGER product_variants_compare_at_reset BEFORE UPDATE OF price ON product_variants
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price AND NEW.compare_at_price IS NOT NULL
    AND NEW.compare_at_price IS NOT DISTINCT FROM OLD.compare_at_price)
  EXECUTE FUNCTION compare_at_price_reset();

-- The lowest price of a product (variant null) or variant charged in the 30 days before `at`:
-- the price in force when the 30 days began and every price set within them, before `at`.
CREATE FUNCTION price_lowest_30_days(p_product integer, p_variant integer, at timestamptz)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT min(price) FROM (
    (SELECT price FROM price_history
      WHERE product_id = p_product AND coalesce(variant_id, 0) = coalesce(p_variant, 0)
        AND changed_at <= at - interval '30 days'
      ORDER BY changed_at DESC, id DESC LIMIT 1)
    UNION ALL
    SELECT price FROM price_history
     WHERE product_id = p_product AND coalesce(variant_id, 0) = coalesce(p_variant, 0)
       AND changed_at > at - interval '30 days' AND changed_at < at
  ) AS charged
$$;

-- The product's 'before' price, the one of the price it is listed at: its own without active
-- variants, else that of its cheapest active variant (the product card and the details read it).
CREATE FUNCTION product_compare_at_price(p products) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active)
    THEN (SELECT max(v.compare_at_price) FROM product_variants v
           WHERE v.product_id = p.id AND v.is_active AND v.price = p.effective_price)
    ELSE p.compare_at_price END
$$;

-- The card carries the 'before' prices: the product's and each variant's.
CREATE OR REPLACE FUNCTION product_card(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'shortDescription', p.short_description, 'sku', p.sku, 'basePrice', p.base_price::text,
    'effectivePrice', p.effective_price::text, 'price', p.effective_price::text,
    'compareAtPrice', product_compare_at_price(p)::text,
    'unit', p.unit, 'vatRate', p.vat_rate,
    'stockQuantity', NULL::int, 'minOrderQuantity', p.min_order_quantity, 'orderStep', p.order_step,
    'inStock', NULL::boolean, 'isFeatured', p.is_featured, 'brand', p.brand,
    'images', coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]'),
    'variants', coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
        'price', v.price::text, 'compareAtPrice', v.compare_at_price::text, 'stockQuantity', NULL::int,
        'isActive', v.is_active) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]'),
    'categoryIds', coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '[]'),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;

SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
SELECT catalogue_version_move();
