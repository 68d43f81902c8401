CREATE OR REPLACE FUNCTION public.product_cards_refresh(ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO product_cards (product_id, card)
    SELECT p.id, product_card(p) FROM products p WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET card = EXCLUDED.card;
  END IF;
END $function$;
