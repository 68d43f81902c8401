CREATE OR REPLACE FUNCTION public.shop_code_key(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN translate(shop_lower_tr(btrim(t)), 'ı'::text, 'i'::text);
