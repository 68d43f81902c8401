CREATE OR REPLACE FUNCTION public.categories_relist()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved integer[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE n.parent_id IS DISTINCT FROM o.parent_id;
  IF moved IS NOT NULL THEN
    UPDATE products SET listing_categories = product_listing_categories(id) WHERE listing_categories && moved;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER categories_relist AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_relist();
