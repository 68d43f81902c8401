CREATE OR REPLACE FUNCTION public.product_slug_history_reclaim()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM product_slug_history h USING new_products n WHERE h.slug = n.slug;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER products_slug_history_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_slug_history_reclaim();
