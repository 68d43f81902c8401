CREATE OR REPLACE FUNCTION public.product_cards_of_products()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER product_cards_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();
