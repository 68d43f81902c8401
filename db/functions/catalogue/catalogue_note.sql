CREATE OR REPLACE FUNCTION public.catalogue_note(list text, ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  noted text := coalesce(current_setting(list, true), '');
  id integer;
BEGIN
  FOREACH id IN ARRAY ids LOOP
    IF noted = '' THEN
      noted := id::text;
    ELSIF NOT (noted = id::text OR starts_with(noted, id || ',')) THEN
      noted := id || ',' || noted;
    END IF;
  END LOOP;
  PERFORM set_config(list, noted, true);
END $function$;
