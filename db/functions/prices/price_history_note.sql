CREATE OR REPLACE FUNCTION public.price_history_note()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO price_history (product_id, variant_id, price) VALUES (NEW.id, NULL, NEW.base_price);
  ELSE
    INSERT INTO price_history (product_id, variant_id, price) VALUES (NEW.product_id, NEW.id, NEW.price);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_variants_price_history AFTER UPDATE OF price ON product_variants FOR EACH ROW WHEN (old.price IS DISTINCT FROM new.price) EXECUTE FUNCTION price_history_note();
CREATE OR REPLACE TRIGGER products_price_history AFTER UPDATE OF base_price ON products FOR EACH ROW WHEN (old.base_price IS DISTINCT FROM new.base_price) EXECUTE FUNCTION price_history_note();
