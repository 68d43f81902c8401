CREATE OR REPLACE FUNCTION public.price_history_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO price_history (product_id, variant_id, price) SELECT id, NULL, base_price FROM new_rows;
  ELSE
    INSERT INTO price_history (product_id, variant_id, price) SELECT product_id, id, price FROM new_rows;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_variants_price_history_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_insert();
CREATE OR REPLACE TRIGGER products_price_history_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_insert();
