-- pg_restore runs with an empty search_path, so the generated sort key and the indexes that call
-- these functions could not find the functions they call in turn (shop_lower_tr). Fixing the
-- search path on each function makes a dump restorable (docs/decisions/0173).
ALTER FUNCTION shop_lower_tr(text) SET search_path = public;
ALTER FUNCTION shop_search_fold(text) SET search_path = public;
ALTER FUNCTION shop_sort_key(text) SET search_path = public;
