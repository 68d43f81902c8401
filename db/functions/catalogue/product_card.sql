-- product_card (migration 0117 and later): the card carries the product's attributes and each
-- variant's own. Otherwise as before.
CREATE OR REPLACE FUNCTION product_card(p products) RETURNS text
LANGUAGE sql STABLE AS $function$
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'shortDescription', p.short_description, 'sku', p.sku, 'basePrice', p.base_price::text,
    'effectivePrice', p.effective_price::text, 'price', p.effective_price::text,
    'compareAtPrice', product_compare_at_price(p)::text,
    'unit', p.unit, 'vatRate', p.vat_rate,
    'stockQuantity', NULL::int, 'minOrderQuantity', p.min_order_quantity, 'orderStep', p.order_step,
    'inStock', NULL::boolean, 'isFeatured', p.is_featured, 'brand', p.brand,
    'images', coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]'),
    'variants', coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku,
        'price', v.price::text, 'compareAtPrice', v.compare_at_price::text, 'stockQuantity', NULL::int,
        'isActive', v.is_active, 'attributes', product_attribute_list(p.id, v.id)) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]'),
    'categoryIds', coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '[]'),
    'attributes', product_attribute_list(p.id, NULL),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$function$;
