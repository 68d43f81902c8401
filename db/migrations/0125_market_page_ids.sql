-- The unfiltered market (every sort, every page; the page most visitors land on) has only
-- the page's size and offset as values, and no value changes its best plan: the index of its
-- sort, read in order. Planned for its own values on every request (decision 0006) it paid
-- the planner for a statement over products and their ten indexes each time, about a third
-- of the database's time for an uncached page. Here its plan is made once per connection
-- and kept (decision 0246). The orders are those of the listing's orderClause
-- (api/services/catalogue/product-filters.ts) and the indexes of 0004; a test holds them equal.
CREATE FUNCTION market_page_ids(sort text, page_size integer, page_offset integer) RETURNS integer[]
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  CASE sort
    WHEN 'price' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.effective_price, p.id LIMIT page_size OFFSET page_offset);
    WHEN 'featured' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.is_featured DESC, p.name_sort, p.id LIMIT page_size OFFSET page_offset);
    WHEN 'created' THEN
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.created_at DESC, p.id DESC LIMIT page_size OFFSET page_offset);
    ELSE
      RETURN ARRAY(SELECT p.id FROM products p WHERE p.is_active
                   ORDER BY p.name_sort, p.id LIMIT page_size OFFSET page_offset);
  END CASE;
END $$;
