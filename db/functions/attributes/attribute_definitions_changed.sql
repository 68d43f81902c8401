-- An attribute's name, unit or a choice's label changed: the cards and search words showing it anew.
CREATE OR REPLACE FUNCTION attribute_definitions_changed() RETURNS trigger
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

CREATE OR REPLACE TRIGGER attributes_changed AFTER UPDATE ON attributes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_definitions_changed();
CREATE OR REPLACE TRIGGER attribute_choices_changed AFTER UPDATE ON attribute_choices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_definitions_changed();
