CREATE OR REPLACE FUNCTION public.listed_product_count_switch()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE listed_product_count SET products = products + CASE WHEN NEW.is_active THEN 1 ELSE -1 END;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER listed_product_count_switch AFTER UPDATE OF is_active ON products FOR EACH ROW WHEN (old.is_active IS DISTINCT FROM new.is_active) EXECUTE FUNCTION listed_product_count_switch();
