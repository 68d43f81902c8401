CREATE OR REPLACE FUNCTION public.product_variants_listed_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE TRIGGER product_variants_listed_change AFTER UPDATE ON product_variants FOR EACH ROW EXECUTE FUNCTION product_variants_listed_change();
