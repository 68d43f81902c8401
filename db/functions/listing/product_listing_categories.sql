CREATE OR REPLACE FUNCTION public.product_listing_categories(product integer)
 RETURNS integer[]
 LANGUAGE sql
 STABLE
 SET search_path TO 'public'
AS $function$
  WITH RECURSIVE up AS (
    SELECT category_id AS id FROM product_categories WHERE product_id = product
    UNION SELECT c.parent_id FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL)
  SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM up
$function$;
