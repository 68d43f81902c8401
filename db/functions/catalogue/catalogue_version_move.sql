CREATE OR REPLACE FUNCTION public.catalogue_version_move()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF current_setting('shop.catalogue_version_moved', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET version = version + 1;
    PERFORM set_config('shop.catalogue_version_moved', 'yes', true);
  END IF;
END $function$;
