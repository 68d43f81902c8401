CREATE OR REPLACE FUNCTION public.shop_search_fold(t text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN pg_catalog.translate(public.shop_lower_tr(t), 'çğıöşü,²³', 'cgiosu.23');
END $function$;
