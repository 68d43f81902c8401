CREATE OR REPLACE FUNCTION public.compare_at_price_reset()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.compare_at_price := NULL;
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER product_variants_compare_at_reset BEFORE UPDATE OF price ON product_variants FOR EACH ROW WHEN (old.price IS DISTINCT FROM new.price AND new.compare_at_price IS NOT NULL AND NOT new.compare_at_price IS DISTINCT FROM old.compare_at_price) EXECUTE FUNCTION compare_at_price_reset();
CREATE OR REPLACE TRIGGER products_compare_at_reset BEFORE UPDATE OF base_price ON products FOR EACH ROW WHEN (old.base_price IS DISTINCT FROM new.base_price AND new.compare_at_price IS NOT NULL AND NOT new.compare_at_price IS DISTINCT FROM old.compare_at_price) EXECUTE FUNCTION compare_at_price_reset();
