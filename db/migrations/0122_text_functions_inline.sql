-- The three text functions carried a fixed search path (0081) so that pg_restore, which runs
-- with an empty one, could find shop_lower_tr. A function with its own settings is never
-- inlined, and an SQL function of constants is planned anew on every call: each search word
-- of each search listing cost a parse and a plan of two function bodies. Bodies in the SQL
-- standard's form are stored parsed, with their dependencies, so a restore creates them in
-- order and finds them without a search path, and the planner inlines them into translate().
CREATE OR REPLACE FUNCTION shop_lower_tr(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN translate(t, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛâîû', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzaiuaiu');
ALTER FUNCTION shop_lower_tr(text) RESET search_path;

CREATE OR REPLACE FUNCTION shop_sort_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN translate(shop_lower_tr(t), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz[\]^_`', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`      ');
ALTER FUNCTION shop_sort_key(text) RESET search_path;

-- A search word is a constant when its listing is planned, and the planner runs a function of
-- constants at once rather than inlining it: the search fold is PL/pgSQL, whose compiled body
-- stays cached for the session. It names its schema, as a restore gives it no search path.
CREATE OR REPLACE FUNCTION shop_search_fold(t text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN pg_catalog.translate(public.shop_lower_tr(t), 'çğıöşü,²³', 'cgiosu.23');
END $$;
ALTER FUNCTION shop_search_fold(text) RESET search_path;
