CREATE OR REPLACE FUNCTION public.catalogue_take(list text)
 RETURNS integer[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  noted text := nullif(current_setting(list, true), '');
BEGIN
  IF noted IS NULL THEN
    RETURN '{}';
  END IF;
  PERFORM set_config(list, '', true);
  RETURN ARRAY(SELECT DISTINCT unnest(string_to_array(noted, ',')::integer[]));
END $function$;
