-- One number that changes with everything the market lists. Each change bumps it in its
-- own transaction, so the bump commits or rolls back with the data: a listing cached
-- under version N was read from data at least as new as N (api/services/catalogue/listing-cache.ts).
-- Writers take their product rows before this row (checkout locks products first), so the
-- extra lock adds no cycle.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);

CREATE FUNCTION catalogue_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER catalogue_version_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_variants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_images AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_product_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE TRIGGER catalogue_version_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
