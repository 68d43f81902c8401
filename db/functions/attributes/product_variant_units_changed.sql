-- A variant listed or unlisted, or moved to another product: the units (and search words) of
-- the products it left and joined anew. Its deletion removes its values, whose trigger does it.
CREATE OR REPLACE FUNCTION product_variant_units_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT unnest(ARRAY[OLD.product_id, NEW.product_id]));
BEGIN
  PERFORM product_attribute_units_refresh(ids);
  PERFORM product_attribute_text_refresh(ids);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER product_variant_units_changed AFTER UPDATE ON product_variants FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION product_variant_units_changed();
