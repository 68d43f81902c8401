-- Catalogue listing: Turkish search and sort keys, the effective price and the
-- stock flag the filters use, and the indexes behind GET /api/products.
-- Every writer (seeds, admin, checkout) gets the derived columns through SQL:
-- a generated column for the sort key, triggers for what depends on variants.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Turkish lower case without relying on the database locale (PGlite runs with C):
-- İ→i and I→ı, plus the circumflex vowels (kâğıt, hâlâ) folded to plain ones.
CREATE FUNCTION shop_lower_tr(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(t, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛâîû', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzaiuaiu')
$$;

-- The search key: Turkish lower case, then without diacritics (users type "isik"
-- for "ışık"), decimal commas as points ("3x2,5" = "3x2.5"), ²/³ as digits.
CREATE FUNCTION shop_search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(shop_lower_tr(t), 'çğıöşü,²³', 'cgiosu.23')
$$;

-- A byte-ordered key that sorts in the Turkish alphabet (a b c ç d … ı i … ö … ş … ü …):
-- the 32 letters (with q w x) map onto 'A'..'`' in order, the six ASCII signs in that
-- range become spaces, digits and spaces stay below the letters. Compared with COLLATE "C".
CREATE FUNCTION shop_sort_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(shop_lower_tr(t), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz[\]^_`',
                   'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`      ')
$$;

ALTER TABLE products
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (shop_sort_key(name)) STORED,
  -- Lowest active variant price, else base_price (filters and the price sort use it).
  ADD COLUMN effective_price numeric(12, 2) NOT NULL DEFAULT 0,
  -- The product or one of its active variants has stock.
  ADD COLUMN in_stock boolean NOT NULL DEFAULT false,
  -- Folded name, short description, description, SKU and active variant names/SKUs.
  ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION products_derive() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  variant_text text;
  variant_price numeric(12, 2);
  variant_stock boolean;
BEGIN
  SELECT min(v.price) FILTER (WHERE v.is_active),
         coalesce(bool_or(v.is_active AND v.stock_quantity > 0), false),
         coalesce(string_agg(v.name || ' ' || coalesce(v.sku, ''), ' ' ORDER BY v.sort_order, v.id) FILTER (WHERE v.is_active), '')
    INTO variant_price, variant_stock, variant_text
    FROM product_variants v WHERE v.product_id = NEW.id;
  NEW.effective_price := coalesce(variant_price, NEW.base_price);
  NEW.in_stock := NEW.stock_quantity > 0 OR variant_stock;
  NEW.search_text := shop_search_fold(NEW.name || ' ' || coalesce(NEW.short_description, '') || ' '
    || coalesce(NEW.description, '') || ' ' || coalesce(NEW.sku, '') || ' ' || variant_text);
  RETURN NEW;
END $$;

CREATE TRIGGER products_derive BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_derive();

-- A change to variants re-derives their products once per statement (seeds insert thousands).
CREATE FUNCTION product_variants_rederive() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products SET effective_price = effective_price
     WHERE id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_variants_rederive_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_rederive();
CREATE TRIGGER product_variants_rederive_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_rederive();
CREATE TRIGGER product_variants_rederive_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_rederive();

UPDATE products SET effective_price = effective_price;

-- Listing indexes: only active products are ever listed.
CREATE INDEX products_list_name_idx ON products (name_sort, id) WHERE is_active;
CREATE INDEX products_list_price_idx ON products (effective_price, id) WHERE is_active;
CREATE INDEX products_list_created_idx ON products (created_at DESC, id DESC) WHERE is_active;
CREATE INDEX products_list_featured_idx ON products (is_featured DESC, name_sort, id) WHERE is_active;
CREATE INDEX products_list_brand_idx ON products (brand, name_sort) WHERE is_active;
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops) WHERE is_active;
