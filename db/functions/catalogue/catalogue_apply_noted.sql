CREATE OR REPLACE FUNCTION public.catalogue_apply_noted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rederive integer[] := catalogue_take('shop.rederive');
BEGIN
  IF cardinality(rederive) > 0 THEN
    UPDATE products SET effective_price = effective_price WHERE id = ANY(rederive);
  END IF;
  PERFORM product_cards_refresh(catalogue_take('shop.stale_cards'));
  IF current_setting('shop.catalogue_changed', true) = 'yes' THEN
    PERFORM set_config('shop.catalogue_changed', '', true);
    PERFORM catalogue_version_move();
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER catalogue_apply_noted AFTER UPDATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_apply_noted();
CREATE OR REPLACE TRIGGER catalogue_apply_noted AFTER UPDATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_apply_noted();
