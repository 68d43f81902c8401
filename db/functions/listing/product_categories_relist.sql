CREATE OR REPLACE FUNCTION public.product_categories_relist()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE products SET listing_categories = '{}' WHERE listing_categories <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE products SET listing_categories = product_listing_categories(id) WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET listing_categories = product_listing_categories(id) WHERE id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products SET listing_categories = product_listing_categories(id)
     WHERE id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_categories_relist_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_categories_relist();
CREATE OR REPLACE TRIGGER product_categories_relist_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_categories_relist();
CREATE OR REPLACE TRIGGER product_categories_relist_truncate AFTER TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION product_categories_relist();
CREATE OR REPLACE TRIGGER product_categories_relist_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_categories_relist();
