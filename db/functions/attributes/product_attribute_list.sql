-- A value as the answers show it: {code, name, value, label, unit, unitCode}; a number as a JSON number
-- with a decimal-comma label, a boolean as true/false labelled 'Evet'/'Hayır'.
CREATE OR REPLACE FUNCTION product_attribute_list(p_product integer, p_variant integer) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'code', a.code, 'name', a.name,
      'value', CASE a.kind WHEN 'number' THEN to_json(v.number) WHEN 'boolean' THEN to_json(v.value = 'true') ELSE to_json(v.value) END,
      'label', CASE a.kind
        WHEN 'number' THEN replace(trim_scale(v.number)::text, '.', ',')
        WHEN 'boolean' THEN CASE WHEN v.value = 'true' THEN 'Evet' ELSE 'Hayır' END
        ELSE coalesce(c.label, v.value) END,
      'unit', a.unit, 'unitCode', a.unit_code) ORDER BY a.id), '[]')
  FROM product_attribute_values v
  JOIN attributes a ON a.id = v.attribute_id
  LEFT JOIN attribute_choices c ON c.attribute_id = a.id AND c.code = v.value AND a.kind = 'choice'
  WHERE v.product_id = p_product AND v.variant_id IS NOT DISTINCT FROM p_variant
$$;
