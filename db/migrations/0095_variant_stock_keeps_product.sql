-- A variant's stock change rewrote its product row (0004's re-derive), so every checkout
-- line of a variant updated two rows, with the product's triggers, search text and
-- index entries written again for nothing. The product's derived columns read from its
-- variants only the price, the name and SKU, the active flag, the order and whether the
-- stock is above zero: a change that keeps all of these (a sale that leaves stock, or
-- a restock of a variant already in stock) leaves the product row alone. Like 0070,
-- the comparison drops the named columns from the whole row, so a column added later
-- re-derives by default. Checkouts still lock the product before its variants.
CREATE OR REPLACE FUNCTION product_variants_rederive() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET effective_price = effective_price WHERE id IN (SELECT product_id FROM old_rows);
  ELSE
    WITH changed AS (
      SELECT o.product_id AS old_product, n.product_id AS new_product
        FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
       WHERE o.id IS NULL OR n.id IS NULL
          OR to_jsonb(o) - 'stock_quantity' IS DISTINCT FROM to_jsonb(n) - 'stock_quantity'
          OR (o.stock_quantity > 0) IS DISTINCT FROM (n.stock_quantity > 0))
    UPDATE products SET effective_price = effective_price
     WHERE id IN (SELECT old_product FROM changed UNION SELECT new_product FROM changed);
  END IF;
  RETURN NULL;
END $$;
