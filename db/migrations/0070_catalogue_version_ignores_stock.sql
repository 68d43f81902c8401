-- Stock moves with every order; listings are cached per catalogue version and read the
-- live stock of the shown products per request (api/services/catalogue/listing-cache.ts).
-- So an update that changes only stock (and the updated_at stamp) no longer moves the
-- version: checkouts of different products stop queuing on the one version row, and
-- cached listings survive sales. A product going in or out of stock (its in_stock flag)
-- still moves it, since the in-stock filter and the counts depend on that flag.
-- Trigger arguments name the columns whose changes alone do not move the version.
CREATE FUNCTION catalogue_version_bump_on_listed_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE to_jsonb(o) - TG_ARGV::text[] IS DISTINCT FROM to_jsonb(n) - TG_ARGV::text[]) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER catalogue_version_products ON products;
CREATE TRIGGER catalogue_version_products AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump_on_listed_change('stock_quantity', 'updated_at');

DROP TRIGGER catalogue_version_variants ON product_variants;
CREATE TRIGGER catalogue_version_variants AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_variants_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump_on_listed_change('stock_quantity');
