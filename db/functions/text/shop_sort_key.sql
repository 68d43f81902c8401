CREATE OR REPLACE FUNCTION public.shop_sort_key(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN translate(shop_lower_tr(t), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz[\]^_`'::text, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`      '::text);
