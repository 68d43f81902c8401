CREATE OR REPLACE FUNCTION public.session_notify_ended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'session:' || OLD.id);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER sessions_ended_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_notify_ended();
