-- A product's values changed: its units, search words and card anew.
CREATE OR REPLACE FUNCTION product_attribute_values_changed() RETURNS trigger
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

CREATE OR REPLACE TRIGGER product_attribute_values_insert AFTER INSERT ON product_attribute_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
CREATE OR REPLACE TRIGGER product_attribute_values_update AFTER UPDATE ON product_attribute_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
CREATE OR REPLACE TRIGGER product_attribute_values_delete AFTER DELETE ON product_attribute_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_changed();
