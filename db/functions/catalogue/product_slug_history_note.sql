CREATE OR REPLACE FUNCTION public.product_slug_history_note()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM product_slug_history WHERE slug = NEW.slug;
  INSERT INTO product_slug_history (slug, product_id) VALUES (OLD.slug, NEW.id)
  ON CONFLICT (slug) DO UPDATE SET product_id = EXCLUDED.product_id, changed_at = now();
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER products_slug_history AFTER UPDATE OF slug ON products FOR EACH ROW WHEN (old.slug IS DISTINCT FROM new.slug) EXECUTE FUNCTION product_slug_history_note();
