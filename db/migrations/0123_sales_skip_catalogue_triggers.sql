-- Every sale updates a product's or a variant's stock. The statement triggers that kept the
-- catalogue version, the product cards and the products' derived columns (0070, 0095, 0117)
-- read each statement's old and new rows as transition tables: a sale copied its rows into
-- them and ran five queries comparing whole rows as JSON, only to find that the stock alone
-- had changed. That was about a third of the database's work for a sale's two updates.
--
-- Row triggers now look at each row: the new row with the old stock put back is compared
-- with the old row by `*=` (every column, so a column added later still counts as a change,
-- the rule of 0070), and a sale returns at once. What a row needs (its product re-derived,
-- its product's card rebuilt, the version moved) is noted in transaction-local settings and
-- done by one statement trigger at the statement's end, for all the statement's rows at
-- once, as before: an import's thousand-row statement stays one set statement per job.
-- The version still moves after the statement has taken its rows (0010's lock order).

-- The version moves once per transaction: the first change takes the version row, the
-- later ones find it taken by their own transaction. The flag is transaction-local, and a
-- rolled-back savepoint takes back the flag together with its update.
CREATE FUNCTION catalogue_version_move() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalogue_version_moved', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET version = version + 1;
    PERFORM set_config('shop.catalogue_version_moved', 'yes', true);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_version_move();
  RETURN NULL;
END $$;

-- Product ids noted by row triggers for the statement trigger, as a comma-separated
-- transaction-local setting (PostgreSQL has no other transaction-scoped variable), newest
-- first. An id noted just before is not noted again: an import's statement changes a
-- product's variants one after another, and the list stays one entry per product.
CREATE FUNCTION catalogue_note(list text, ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting(list, true), '');
  id integer;
BEGIN
  FOREACH id IN ARRAY ids LOOP
    IF noted = '' THEN
      noted := id::text;
    ELSIF NOT (noted = id::text OR starts_with(noted, id || ',')) THEN
      noted := id || ',' || noted;
    END IF;
  END LOOP;
  PERFORM set_config(list, noted, true);
END $$;

CREATE FUNCTION catalogue_take(list text) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  noted text := nullif(current_setting(list, true), '');
BEGIN
  IF noted IS NULL THEN
    RETURN '{}';
  END IF;
  PERFORM set_config(list, '', true);
  RETURN ARRAY(SELECT DISTINCT unnest(string_to_array(noted, ',')::integer[]));
END $$;

-- A product row. Its stock and update stamp move neither the version nor its card. Whether
-- it is in stock moves the version (the in-stock filter and the counts read it), not the
-- card (the listing fills stock in at reading).
CREATE FUNCTION products_listed_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unlisted products := NEW;
BEGIN
  unlisted.stock_quantity := OLD.stock_quantity;
  unlisted.updated_at := OLD.updated_at;
  unlisted.in_stock := OLD.in_stock;
  IF NOT unlisted *= OLD THEN
    PERFORM catalogue_note('shop.stale_cards', ARRAY[NEW.id]);
    PERFORM set_config('shop.catalogue_changed', 'yes', true);
  ELSIF NEW.in_stock IS DISTINCT FROM OLD.in_stock THEN
    PERFORM set_config('shop.catalogue_changed', 'yes', true);
  END IF;
  RETURN NULL;
END $$;

-- A variant row. A stock change alone matters only when the variant runs out or comes back:
-- its product re-derives whether it is in stock (0095). Any other change re-derives the
-- product it left and the one it joined, rebuilds their cards when the variant is listed
-- before or after, and moves the version.
CREATE FUNCTION product_variants_listed_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unlisted product_variants := NEW;
  touched integer[] := ARRAY[NEW.product_id] || CASE WHEN OLD.product_id <> NEW.product_id THEN ARRAY[OLD.product_id] ELSE '{}' END;
BEGIN
  unlisted.stock_quantity := OLD.stock_quantity;
  IF NOT unlisted *= OLD THEN
    PERFORM catalogue_note('shop.rederive', touched);
    IF OLD.is_active OR NEW.is_active THEN
      PERFORM catalogue_note('shop.stale_cards', touched);
    END IF;
    PERFORM set_config('shop.catalogue_changed', 'yes', true);
  ELSIF (NEW.stock_quantity > 0) IS DISTINCT FROM (OLD.stock_quantity > 0) THEN
    PERFORM catalogue_note('shop.rederive', touched);
  END IF;
  RETURN NULL;
END $$;

-- The statement's end: re-derive the noted products (their own triggers note what that
-- changes), rebuild the noted cards, move the version if anything listed changed.
CREATE FUNCTION catalogue_apply_noted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rederive integer[] := catalogue_take('shop.rederive');
BEGIN
  IF cardinality(rederive) > 0 THEN
    UPDATE products SET effective_price = effective_price WHERE id = ANY(rederive);
  END IF;
  PERFORM product_cards_refresh(catalogue_take('shop.stale_cards'));
  IF current_setting('shop.catalogue_changed', true) = 'yes' THEN
    PERFORM set_config('shop.catalogue_changed', '', true);
    PERFORM catalogue_version_move();
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER catalogue_version_products_update ON products;
DROP TRIGGER product_cards_update ON products;
DROP TRIGGER catalogue_version_variants_update ON product_variants;
DROP TRIGGER product_cards_update ON product_variants;
DROP TRIGGER product_variants_rederive_update ON product_variants;

DO $$
DECLARE
  tab text;
BEGIN
  FOREACH tab IN ARRAY ARRAY['products', 'product_variants'] LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I FOR EACH ROW EXECUTE FUNCTION %1$I()', tab || '_listed_change', tab);
    EXECUTE format('CREATE TRIGGER catalogue_apply_noted AFTER UPDATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_apply_noted()', tab);
  END LOOP;
END $$;

DROP FUNCTION catalogue_version_bump_on_listed_change();

-- What is left of the statement triggers handles inserts and deletes (and, for images and
-- category links, updates), where every row counts.
CREATE OR REPLACE FUNCTION product_variants_rederive() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM new_rows);
  ELSE
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION product_cards_of_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;

-- product_cards_of_parts (0117) stays as it is: it still serves inserts and deletes of
-- variants and every change to images and category links. Its branch for updated variants
-- is no longer reached.
