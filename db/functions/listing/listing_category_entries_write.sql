CREATE OR REPLACE FUNCTION public.listing_category_entries_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM listing_category_entries WHERE product_id = OLD.id;
  END IF;
  IF NEW.is_active THEN
    INSERT INTO listing_category_entries (category_id, product_id, effective_price, name_sort, brand, is_featured, created_at)
    SELECT c, NEW.id, NEW.effective_price, NEW.name_sort, NEW.brand, NEW.is_featured, NEW.created_at
      FROM unnest(NEW.listing_categories) AS c;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER listing_category_entries_insert AFTER INSERT ON products FOR EACH ROW WHEN (new.is_active AND new.listing_categories <> '{}'::integer[]) EXECUTE FUNCTION listing_category_entries_write();
CREATE OR REPLACE TRIGGER listing_category_entries_update AFTER UPDATE ON products FOR EACH ROW WHEN (old.is_active IS DISTINCT FROM new.is_active OR old.listing_categories IS DISTINCT FROM new.listing_categories OR old.effective_price IS DISTINCT FROM new.effective_price OR old.name_sort IS DISTINCT FROM new.name_sort OR old.brand IS DISTINCT FROM new.brand OR old.is_featured IS DISTINCT FROM new.is_featured OR old.created_at IS DISTINCT FROM new.created_at) EXECUTE FUNCTION listing_category_entries_write();
