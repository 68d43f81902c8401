CREATE OR REPLACE FUNCTION public.market_page_ids(sort text, page_size integer, page_offset integer)
 RETURNS integer[]
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  CASE sort
    WHEN 'price' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.effective_price, p.id LIMIT page_size OFFSET page_offset);
    WHEN 'featured' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.is_featured DESC, p.name_sort, p.id LIMIT page_size OFFSET page_offset);
    WHEN 'created' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.created_at DESC, p.id DESC LIMIT page_size OFFSET page_offset);
    ELSE
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.name_sort, p.id LIMIT page_size OFFSET page_offset);
  END CASE;
END $function$;
