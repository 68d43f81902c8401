CREATE OR REPLACE FUNCTION public.catalogue_notify_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'version:' || NEW.version);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER catalogue_version_notify AFTER UPDATE ON catalogue_version FOR EACH ROW EXECUTE FUNCTION catalogue_notify_version();
