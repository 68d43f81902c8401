-- The products' search words and cards anew: a product whose words changed is updated (which
-- re-derives its search text and rebuilds its card, products_listed_change()); the others' cards
-- are rebuilt here.
CREATE OR REPLACE FUNCTION product_attribute_text_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  WITH fresh AS (SELECT id, product_attribute_text(id) AS words FROM unnest(ids) AS id),
  updated AS (
    UPDATE products p SET attribute_text = fresh.words FROM fresh
     WHERE p.id = fresh.id AND p.attribute_text IS DISTINCT FROM fresh.words
    RETURNING p.id)
  SELECT coalesce(array_agg(id), '{}') INTO changed FROM updated;
  PERFORM product_cards_refresh(ARRAY(SELECT unnest(ids) EXCEPT SELECT unnest(changed)));
END $$;
