CREATE OR REPLACE FUNCTION public.products_listed_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE TRIGGER products_listed_change AFTER UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_listed_change();
