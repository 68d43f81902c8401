CREATE OR REPLACE FUNCTION public.product_cards_of_parts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE TRIGGER product_cards_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_update AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
CREATE OR REPLACE TRIGGER product_cards_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_parts();
