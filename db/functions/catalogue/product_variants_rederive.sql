CREATE OR REPLACE FUNCTION public.product_variants_rederive()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM new_rows);
  ELSE
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_variants_rederive_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_rederive();
CREATE OR REPLACE TRIGGER product_variants_rederive_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_rederive();
