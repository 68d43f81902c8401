CREATE OR REPLACE FUNCTION public.catalogue_notify_stock()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('shop_catalogue', TG_ARGV[0] || ':' || NEW.id || ':' || NEW.stock_quantity);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_variants_stock_notify AFTER UPDATE OF stock_quantity ON product_variants FOR EACH ROW WHEN (old.stock_quantity IS DISTINCT FROM new.stock_quantity) EXECUTE FUNCTION catalogue_notify_stock('v');
CREATE OR REPLACE TRIGGER products_stock_notify AFTER UPDATE OF stock_quantity ON products FOR EACH ROW WHEN (old.stock_quantity IS DISTINCT FROM new.stock_quantity) EXECUTE FUNCTION catalogue_notify_stock('p');
