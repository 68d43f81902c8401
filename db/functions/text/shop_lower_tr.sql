CREATE OR REPLACE FUNCTION public.shop_lower_tr(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN translate(t, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛâîû'::text, 'abcçdefgğhıijklmnoöpqrsştuüvwxyzaiuaiu'::text);
