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

ALTER TABLE products ADD COLUMN attribute_text text NOT NULL DEFAULT '';
