CREATE OR REPLACE FUNCTION public.lock_checkout_buyer(p_user_id integer, p_session_id text, p_email_lower text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
BEGIN
  IF p_user_id IS NOT NULL THEN
    PERFORM 1 FROM carts WHERE user_id = p_user_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM carts WHERE session_id = p_session_id FOR UPDATE;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('checkout:' || p_email_lower));
END $function$;
