CREATE OR REPLACE FUNCTION public.price_lowest_30_days(p_product integer, p_variant integer, at timestamp with time zone)
 RETURNS numeric
 LANGUAGE sql
 STABLE
AS $function$
  SELECT min(price) FROM (
    (SELECT price FROM price_history
      WHERE product_id = p_product AND coalesce(variant_id, 0) = coalesce(p_variant, 0)
        AND changed_at <= at - interval '30 days'
      ORDER BY changed_at DESC, id DESC LIMIT 1)
    UNION ALL
    SELECT price FROM price_history
     WHERE product_id = p_product AND coalesce(variant_id, 0) = coalesce(p_variant, 0)
       AND changed_at > at - interval '30 days' AND changed_at < at
  ) AS charged
$function$;
