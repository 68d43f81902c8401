-- Every product's stored card carries its technical values from now on (issue 47): the cards are
-- written again with the card function of this release, which reads them.
-- needs: attributes/product_attribute_list.sql
-- needs: catalogue/product_card.sql
SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
