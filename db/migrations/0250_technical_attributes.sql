-- Technical attributes (issue 47, decisions 0365-0367): the typed facts electricians look for
-- (cross-section, rated current, breaking capacity, IP rating) as values of products and their
-- variants, which the listing filters and counts, the product page tables and the feeds state.
-- A value is kept canonical in `value` (a number as '2.5', a choice by its code, 'true'/'false')
-- with numbers also in `number` for ranges. A variant carries only its own values; it inherits
-- the product's others (`product_attribute_units`).
CREATE TABLE attributes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_]{1,40}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('number', 'choice', 'boolean')),
  unit text CHECK (unit IS NULL OR length(unit) BETWEEN 1 AND 20),
  unit_code text CHECK (unit_code IS NULL OR unit_code ~ '^[A-Z0-9]{2,3}$'),
  etim_code text CHECK (etim_code IS NULL OR etim_code ~ '^EF[0-9]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX attributes_etim_code_unique ON attributes (etim_code) WHERE etim_code IS NOT NULL;

CREATE TABLE attribute_choices (
  attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[a-z0-9_]{1,40}$'),
  label text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 100),
  etim_code text CHECK (etim_code IS NULL OR etim_code ~ '^EV[0-9]{6}$'),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (attribute_id, code)
);

-- A category's attribute set; its subcategories inherit it (read through the category tree).
CREATE TABLE category_attributes (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  filterable boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, attribute_id)
);
CREATE INDEX category_attributes_attribute_idx ON category_attributes (attribute_id);

CREATE TABLE product_attribute_values (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE RESTRICT,
  value text NOT NULL CHECK (length(value) BETWEEN 1 AND 100),
  number numeric
);
CREATE UNIQUE INDEX product_attribute_values_unique
  ON product_attribute_values (product_id, coalesce(variant_id, 0), attribute_id);
CREATE INDEX product_attribute_values_attribute_idx ON product_attribute_values (attribute_id, value);
CREATE INDEX product_attribute_values_variant_idx ON product_attribute_values (variant_id) WHERE variant_id IS NOT NULL;

-- What a product can be bought as, with the values each carries: the product itself (unit 0,
-- its own values) and each active variant that has values of its own (its values, and the
-- product's for the attributes it does not set). A product matches attribute conditions when
-- one unit satisfies all of them. A table the value and variant triggers keep
-- (product_attribute_units_refresh()), so the listing's filters and facet counts read it by index
-- instead of deriving every product's units on each uncached listing (decision 0366).
CREATE TABLE product_attribute_units (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  unit_id integer NOT NULL,
  attribute_id integer NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  value text NOT NULL,
  number numeric,
  PRIMARY KEY (product_id, unit_id, attribute_id)
);
-- The filters and the facet counts: an attribute's units by value.
CREATE INDEX product_attribute_units_value_idx
  ON product_attribute_units (attribute_id, value, product_id, unit_id) INCLUDE (number);

-- The products' units anew from their values and active variants. The products' rows are locked
-- first, so two transactions refreshing one product take turns instead of colliding on the key.
CREATE FUNCTION product_attribute_units_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM product_attribute_units WHERE product_id = ANY(ids);
  INSERT INTO product_attribute_units (product_id, unit_id, attribute_id, value, number)
  SELECT a.product_id, 0, a.attribute_id, a.value, a.number
    FROM product_attribute_values a WHERE a.product_id = ANY(ids) AND a.variant_id IS NULL
  UNION ALL
  SELECT v.product_id, v.id, a.attribute_id, a.value, a.number
    FROM product_variants v
    JOIN product_attribute_values a ON a.product_id = v.product_id AND (a.variant_id = v.id OR a.variant_id IS NULL)
   WHERE v.product_id = ANY(ids) AND v.is_active
     AND EXISTS (SELECT 1 FROM product_attribute_values own WHERE own.variant_id = v.id)
     AND (a.variant_id = v.id OR NOT EXISTS (
       SELECT 1 FROM product_attribute_values own WHERE own.variant_id = v.id AND own.attribute_id = a.attribute_id));
END $$;

-- A value as the answers show it: {code, name, value, label, unit, unitCode}; a number as a JSON number
-- with a decimal-comma label, a boolean as true/false labelled 'Evet'/'Hayır'.
CREATE FUNCTION product_attribute_list(p_product integer, p_variant integer) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'code', a.code, 'name', a.name,
      'value', CASE a.kind WHEN 'number' THEN to_json(v.number) WHEN 'boolean' THEN to_json(v.value = 'true') ELSE to_json(v.value) END,
      'label', CASE a.kind
        WHEN 'number' THEN replace(trim_scale(v.number)::text, '.', ',')
        WHEN 'boolean' THEN CASE WHEN v.value = 'true' THEN 'Evet' ELSE 'Hayır' END
        ELSE coalesce(c.label, v.value) END,
      'unit', a.unit, 'unitCode', a.unit_code) ORDER BY a.id), '[]')
  FROM product_attribute_values v
  JOIN attributes a ON a.id = v.attribute_id
  LEFT JOIN attribute_choices c ON c.attribute_id = a.id AND c.code = v.value AND a.kind = 'choice'
  WHERE v.product_id = p_product AND v.variant_id IS NOT DISTINCT FROM p_variant
$$;

-- The words a search finds a product's values by: each number with and without its unit
-- ('16 A 16A', '2.5 mm² 2.5mm²'), each choice's label, each true boolean's name, and the two
-- ways the trade writes its most asked pairs: cores x cross-section ('3x2.5') and curve with
-- rated current ('C16'), per unit. products_derive() folds them into `search_text`.
CREATE FUNCTION product_attribute_text(p_product integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT w, ' '), '') FROM (
    SELECT CASE a.kind
        WHEN 'number' THEN trim_scale(u.number)::text
          || coalesce(' ' || a.unit || ' ' || trim_scale(u.number)::text || a.unit, '')
        WHEN 'boolean' THEN CASE WHEN u.value = 'true' THEN a.name END
        ELSE coalesce(c.label, u.value) END AS w
      FROM product_attribute_units u
      JOIN attributes a ON a.id = u.attribute_id
      LEFT JOIN attribute_choices c ON c.attribute_id = a.id AND c.code = u.value
     WHERE u.product_id = p_product
    UNION ALL
    SELECT trim_scale(cores.number)::text || 'x' || trim_scale(cs.number)::text
      FROM product_attribute_units cores
      JOIN product_attribute_units cs ON cs.product_id = cores.product_id AND cs.unit_id = cores.unit_id
     WHERE cores.product_id = p_product
       AND cores.attribute_id = (SELECT id FROM attributes WHERE code = 'cores')
       AND cs.attribute_id = (SELECT id FROM attributes WHERE code = 'cross_section')
    UNION ALL
    SELECT coalesce(c.label, curve.value) || trim_scale(amps.number)::text
      FROM product_attribute_units curve
      JOIN product_attribute_units amps ON amps.product_id = curve.product_id AND amps.unit_id = curve.unit_id
      LEFT JOIN attribute_choices c ON c.attribute_id = curve.attribute_id AND c.code = curve.value
     WHERE curve.product_id = p_product
       AND curve.attribute_id = (SELECT id FROM attributes WHERE code = 'curve')
       AND amps.attribute_id = (SELECT id FROM attributes WHERE code = 'rated_current')
  ) words WHERE w IS NOT NULL
$$;

ALTER TABLE products ADD COLUMN attribute_text text NOT NULL DEFAULT '';

-- The products' search words and cards anew: a product whose words changed is updated (which
-- re-derives its search text and rebuilds its card, products_listed_change()); the others' cards
-- are rebuilt here.
CREATE FUNCTION product_attribute_text_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  WITH fresh AS (SELECT id, product_attribute_text(id) AS words FROM unnest(ids) AS id),
  updated AS (
    UPDATE products p SET attribute_text = fresh.words FROM fresh
     WHERE p.id = fresh.id AND p.attribute_text IS DISTINCT FROM fresh.words
    RETURNING p.id)
  SELECT coalesce(array_agg(id), '{}') INTO changed FROM updated;
  PERFORM product_cards_refresh(ARRAY(SELECT unnest(ids) EXCEPT SELECT unnest(changed)));
END $$;

-- A product's values changed: its units, search words and card anew.
CREATE FUNCTION product_attribute_values_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows);
  END IF;
  PERFORM product_attribute_units_refresh(ids);
  PERFORM product_attribute_text_refresh(ids);
  RETURN NULL;
END $$;

CREATE TRIGGER product_attribute_values_insert AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
CREATE TRIGGER product_attribute_values_update AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
CREATE TRIGGER product_attribute_values_delete AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
CREATE TRIGGER catalogue_version_attribute_values AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

-- A variant listed or unlisted, or moved to another product: the units (and search words) of
-- the products it left and joined anew. Its deletion removes its values, whose trigger does it.
CREATE FUNCTION product_variant_units_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT unnest(ARRAY[OLD.product_id, NEW.product_id]));
BEGIN
  PERFORM product_attribute_units_refresh(ids);
  PERFORM product_attribute_text_refresh(ids);
  RETURN NULL;
END $$;

CREATE TRIGGER product_variant_units_changed AFTER UPDATE ON product_variants
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION product_variant_units_changed();

-- An attribute's name, unit or a choice's label changed: the cards and search words showing it anew.
CREATE FUNCTION attribute_definitions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'attributes' THEN
    ids := ARRAY(SELECT DISTINCT v.product_id FROM product_attribute_values v WHERE v.attribute_id IN (SELECT id FROM new_rows));
  ELSE
    ids := ARRAY(SELECT DISTINCT v.product_id FROM product_attribute_values v
      WHERE v.attribute_id IN (SELECT attribute_id FROM new_rows UNION SELECT attribute_id FROM old_rows));
  END IF;
  PERFORM product_attribute_text_refresh(ids);
  RETURN NULL;
END $$;

CREATE TRIGGER attributes_changed AFTER UPDATE ON attributes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_definitions_changed();
CREATE TRIGGER attribute_choices_changed AFTER UPDATE ON attribute_choices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_definitions_changed();
CREATE TRIGGER catalogue_version_attributes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_attribute_choices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_choices
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_category_attributes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();

-- products_derive (migration 0004 and later): the attribute words join the search text, and a
-- change of them is no stock-only update. Otherwise as before.
CREATE OR REPLACE FUNCTION products_derive() RETURNS trigger
LANGUAGE plpgsql AS $function$
DECLARE
  variant_text text;
  variant_price numeric(12, 2);
  variant_stock boolean;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.stock_quantity IS DISTINCT FROM OLD.stock_quantity
     AND (NEW.stock_quantity > 0 OR OLD.stock_quantity <= 0)
     AND NEW.id = OLD.id
     AND NEW.name IS NOT DISTINCT FROM OLD.name
     AND NEW.short_description IS NOT DISTINCT FROM OLD.short_description
     AND NEW.description IS NOT DISTINCT FROM OLD.description
     AND NEW.sku IS NOT DISTINCT FROM OLD.sku
     AND NEW.attribute_text IS NOT DISTINCT FROM OLD.attribute_text
     AND NEW.base_price IS NOT DISTINCT FROM OLD.base_price THEN
    NEW.effective_price := OLD.effective_price;
    NEW.search_text := OLD.search_text;
    NEW.in_stock := NEW.stock_quantity > 0 OR OLD.in_stock;
    RETURN NEW;
  END IF;
  SELECT min(v.price) FILTER (WHERE v.is_active),
         coalesce(bool_or(v.is_active AND v.stock_quantity > 0), false),
         coalesce(string_agg(v.name || ' ' || coalesce(v.sku, ''), ' ' ORDER BY v.sort_order, v.id) FILTER (WHERE v.is_active), '')
    INTO variant_price, variant_stock, variant_text
    FROM product_variants v WHERE v.product_id = NEW.id;
  NEW.effective_price := coalesce(variant_price, NEW.base_price);
  NEW.in_stock := NEW.stock_quantity > 0 OR variant_stock;
  NEW.search_text := shop_search_fold(NEW.name || ' ' || coalesce(NEW.short_description, '') || ' '
    || coalesce(NEW.description, '') || ' ' || coalesce(NEW.sku, '') || ' ' || variant_text
    || ' ' || NEW.attribute_text);
  RETURN NEW;
END $function$;

-- product_card (migration 0117 and later): the card carries the product's attributes and each
-- variant's own. Otherwise as before.
CREATE OR REPLACE FUNCTION product_card(p products) RETURNS text
LANGUAGE sql STABLE AS $function$
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
        'isActive', v.is_active, 'attributes', product_attribute_list(p.id, v.id)) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]'),
    'categoryIds', coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '[]'),
    'attributes', product_attribute_list(p.id, NULL),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$function$;

SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
