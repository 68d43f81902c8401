-- products_derive (migration 0004 and later): the attribute words join the search text, and a
-- change of them is no stock-only update. Otherwise as before.
CREATE OR REPLACE FUNCTION products_derive() RETURNS trigger
LANGUAGE plpgsql AS $function$
DECLARE
  variant_text text;
  variant_price numeric(12, 2);
  variant_stock boolean;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.stock_quantity IS DISTINCT FROM OLD.stock_quantity
     AND (NEW.stock_quantity > 0 OR OLD.stock_quantity <= 0)
     AND NEW.id = OLD.id
     AND NEW.name IS NOT DISTINCT FROM OLD.name
     AND NEW.short_description IS NOT DISTINCT FROM OLD.short_description
     AND NEW.description IS NOT DISTINCT FROM OLD.description
     AND NEW.sku IS NOT DISTINCT FROM OLD.sku
     AND NEW.attribute_text IS NOT DISTINCT FROM OLD.attribute_text
     AND NEW.base_price IS NOT DISTINCT FROM OLD.base_price THEN
    NEW.effective_price := OLD.effective_price;
    NEW.search_text := OLD.search_text;
    NEW.in_stock := NEW.stock_quantity > 0 OR OLD.in_stock;
    RETURN NEW;
  END IF;
  SELECT min(v.price) FILTER (WHERE v.is_active),
         coalesce(bool_or(v.is_active AND v.stock_quantity > 0), false),
         coalesce(string_agg(v.name || ' ' || coalesce(v.sku, ''), ' ' ORDER BY v.sort_order, v.id) FILTER (WHERE v.is_active), '')
    INTO variant_price, variant_stock, variant_text
    FROM product_variants v WHERE v.product_id = NEW.id;
  NEW.effective_price := coalesce(variant_price, NEW.base_price);
  NEW.in_stock := NEW.stock_quantity > 0 OR variant_stock;
  NEW.search_text := shop_search_fold(NEW.name || ' ' || coalesce(NEW.short_description, '') || ' '
    || coalesce(NEW.description, '') || ' ' || coalesce(NEW.sku, '') || ' ' || variant_text
    || ' ' || NEW.attribute_text);
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER products_derive BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_derive();
