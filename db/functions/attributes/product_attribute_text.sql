-- The words a search finds a product's values by: each number with and without its unit
-- ('16 A 16A', '2.5 mm² 2.5mm²'), each choice's label, each true boolean's name, and the two
-- ways the trade writes its most asked pairs: cores x cross-section ('3x2.5') and curve with
-- rated current ('C16'), per unit. products_derive() folds them into `search_text`.
CREATE OR REPLACE FUNCTION product_attribute_text(p_product integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT w, ' '), '') FROM (
    SELECT CASE a.kind
        WHEN 'number' THEN trim_scale(u.number)::text
          || coalesce(' ' || a.unit || ' ' || trim_scale(u.number)::text || a.unit, '')
        WHEN 'boolean' THEN CASE WHEN u.value = 'true' THEN a.name END
        ELSE coalesce(c.label, u.value) END AS w
      FROM product_attribute_units u
      JOIN attributes a ON a.id = u.attribute_id
      LEFT JOIN attribute_choices c ON c.attribute_id = a.id AND c.code = u.value
     WHERE u.product_id = p_product
    UNION ALL
    SELECT trim_scale(cores.number)::text || 'x' || trim_scale(cs.number)::text
      FROM product_attribute_units cores
      JOIN product_attribute_units cs ON cs.product_id = cores.product_id AND cs.unit_id = cores.unit_id
     WHERE cores.product_id = p_product
       AND cores.attribute_id = (SELECT id FROM attributes WHERE code = 'cores')
       AND cs.attribute_id = (SELECT id FROM attributes WHERE code = 'cross_section')
    UNION ALL
    SELECT coalesce(c.label, curve.value) || trim_scale(amps.number)::text
      FROM product_attribute_units curve
      JOIN product_attribute_units amps ON amps.product_id = curve.product_id AND amps.unit_id = curve.unit_id
      LEFT JOIN attribute_choices c ON c.attribute_id = curve.attribute_id AND c.code = curve.value
     WHERE curve.product_id = p_product
       AND curve.attribute_id = (SELECT id FROM attributes WHERE code = 'curve')
       AND amps.attribute_id = (SELECT id FROM attributes WHERE code = 'rated_current')
  ) words WHERE w IS NOT NULL
$$;
