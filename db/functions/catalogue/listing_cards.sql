CREATE OR REPLACE FUNCTION public.listing_cards(ids integer[])
 RETURNS TABLE(card text, stock_quantity integer, in_stock boolean, variant_stock json, page_position bigint)
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'auto'
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT c.card, p.stock_quantity, p.in_stock,
    (SELECT json_object_agg(v.id, v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id AND v.is_active),
    page.position
  FROM unnest(ids) WITH ORDINALITY AS page (id, position)
  JOIN product_cards c ON c.product_id = page.id
  JOIN products p ON p.id = page.id
  ORDER BY page.position;
END $function$;
