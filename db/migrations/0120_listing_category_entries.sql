-- A category listing (the market's most used filter) walked the price index and tested every
-- product's listing categories: "kablolar" at 100–1000 TL read 4,098 index entries for 477
-- products, and the test of each entry's array was most of the database's work on that page
-- (bench catalogue, 4 clients: 1,400 pages a second). Each active product now has one entry per
-- listing category (its categories and their ancestors, migration 0092) carrying what the
-- listing filters and sorts on, so the same page reads its 477 entries in order (5,050 a second).
-- Stock is not on the entry: a sale writes nothing here; "in stock only" looks at the product.
CREATE TABLE listing_category_entries (
  category_id integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  effective_price numeric(12, 2) NOT NULL,
  name_sort text COLLATE "C",
  brand text,
  is_featured boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX listing_category_entries_price_idx ON listing_category_entries (category_id, effective_price, product_id)
  INCLUDE (name_sort, brand, is_featured, created_at);
CREATE INDEX listing_category_entries_product_idx ON listing_category_entries (product_id);

-- A product's entries, rewritten whole: few rows, and only when the listing sees a change.
CREATE FUNCTION listing_category_entries_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_category_entries WHERE product_id = OLD.id;
  END IF;
  IF NEW.is_active THEN
    INSERT INTO listing_category_entries (category_id, product_id, effective_price, name_sort, brand, is_featured, created_at)
    SELECT c, NEW.id, NEW.effective_price, NEW.name_sort, NEW.brand, NEW.is_featured, NEW.created_at
      FROM unnest(NEW.listing_categories) AS c;
  END IF;
  RETURN NULL;
END $$;

-- Row triggers with a WHEN test: a sale (stock only) is turned away before any function runs.
-- Deleted products take their entries through the foreign key.
CREATE TRIGGER listing_category_entries_insert AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.is_active AND NEW.listing_categories <> '{}') EXECUTE FUNCTION listing_category_entries_write();
CREATE TRIGGER listing_category_entries_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.is_active, OLD.listing_categories, OLD.effective_price, OLD.name_sort, OLD.brand, OLD.is_featured, OLD.created_at)
    IS DISTINCT FROM
    (NEW.is_active, NEW.listing_categories, NEW.effective_price, NEW.name_sort, NEW.brand, NEW.is_featured, NEW.created_at))
  EXECUTE FUNCTION listing_category_entries_write();

INSERT INTO listing_category_entries (category_id, product_id, effective_price, name_sort, brand, is_featured, created_at)
SELECT c, p.id, p.effective_price, p.name_sort, p.brand, p.is_featured, p.created_at
  FROM products p CROSS JOIN unnest(p.listing_categories) AS c
 WHERE p.is_active;

-- The price index carried the categories for the filter above; without them its entries are
-- narrower for the price sort and range.
DROP INDEX products_list_price_idx;
CREATE INDEX products_list_price_idx ON products (effective_price, id)
  INCLUDE (name_sort, is_featured, created_at) WHERE is_active;
