CREATE OR REPLACE FUNCTION public.catalogue_version_bump()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalogue_version_move();
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER catalogue_version_categories AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_price_groups AFTER DELETE OR UPDATE OR TRUNCATE ON price_groups FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_product_categories AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_group_prices AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_group_prices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_images AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_price_tiers AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_price_tiers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_variants AFTER INSERT OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_products AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_attribute_values AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attribute_values FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_attributes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_attribute_choices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_choices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_category_attributes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_attributes FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_documents AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_documents FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER catalogue_version_relations AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_relations FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
