CREATE OR REPLACE FUNCTION public.session_notify_user()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'user:' || OLD.id);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER users_session_notify AFTER UPDATE OF price_group_id, is_admin, username ON users FOR EACH ROW WHEN (old.price_group_id IS DISTINCT FROM new.price_group_id OR old.is_admin IS DISTINCT FROM new.is_admin OR old.username IS DISTINCT FROM new.username) EXECUTE FUNCTION session_notify_user();
