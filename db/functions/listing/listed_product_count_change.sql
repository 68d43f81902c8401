CREATE OR REPLACE FUNCTION public.listed_product_count_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  change integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE listed_product_count SET products = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) FILTER (WHERE is_active) INTO change FROM new_rows;
  ELSE
    SELECT -count(*) FILTER (WHERE is_active) INTO change FROM old_rows;
  END IF;
  IF change <> 0 THEN
    UPDATE listed_product_count SET products = products + change;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER listed_product_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_product_count_change();
CREATE OR REPLACE TRIGGER listed_product_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_product_count_change();
CREATE OR REPLACE TRIGGER listed_product_count_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION listed_product_count_change();
