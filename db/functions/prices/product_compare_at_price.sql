CREATE OR REPLACE FUNCTION public.product_compare_at_price(p products)
 RETURNS numeric
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active)
    THEN (SELECT max(v.compare_at_price) FROM product_variants v
           WHERE v.product_id = p.id AND v.is_active AND v.price = p.effective_price)
    ELSE p.compare_at_price END
$function$;
