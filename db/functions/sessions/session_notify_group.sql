CREATE OR REPLACE FUNCTION public.session_notify_group()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'group:' || OLD.id);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER price_groups_session_notify AFTER DELETE OR UPDATE ON price_groups FOR EACH ROW EXECUTE FUNCTION session_notify_group();
