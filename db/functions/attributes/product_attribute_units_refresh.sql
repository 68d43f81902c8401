-- The products' units anew from their values and active variants. The products' rows are locked
-- first, so two transactions refreshing one product take turns instead of colliding on the key.
CREATE OR REPLACE FUNCTION product_attribute_units_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM product_attribute_units WHERE product_id = ANY(ids);
  INSERT INTO product_attribute_units (product_id, unit_id, attribute_id, value, number)
  SELECT a.product_id, 0, a.attribute_id, a.value, a.number
    FROM product_attribute_values a WHERE a.product_id = ANY(ids) AND a.variant_id IS NULL
  UNION ALL
  SELECT v.product_id, v.id, a.attribute_id, a.value, a.number
    FROM product_variants v
    JOIN product_attribute_values a ON a.product_id = v.product_id AND (a.variant_id = v.id OR a.variant_id IS NULL)
   WHERE v.product_id = ANY(ids) AND v.is_active
     AND EXISTS (SELECT 1 FROM product_attribute_values own WHERE own.variant_id = v.id)
     AND (a.variant_id = v.id OR NOT EXISTS (
       SELECT 1 FROM product_attribute_values own WHERE own.variant_id = v.id AND own.attribute_id = a.attribute_id));
END $$;
