-- While a transaction sets `shop.defer_cards` (the demo seed, which writes a hundred products in
-- half a dozen statements that would each rebuild every card), the ids are only noted in
-- `shop.deferred_cards`; the seed then rebuilds each card once.
CREATE OR REPLACE FUNCTION public.product_cards_refresh(ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF cardinality(ids) > 0 THEN
    IF current_setting('shop.defer_cards', true) = 'yes' THEN
      PERFORM catalogue_note('shop.deferred_cards', ids);
      RETURN;
    END IF;
    INSERT INTO product_cards (product_id, card)
    SELECT p.id, product_card(p) FROM products p WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET card = EXCLUDED.card;
  END IF;
END $function$;
