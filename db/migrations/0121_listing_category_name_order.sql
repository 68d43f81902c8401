-- One category in name order (the market's default sort) collected every match of the
-- category and price range and sorted them for a page of twelve: "kablolar" at 100–1000 TL
-- sorted 477 entries per page. The entries in (category, name) order hand the page over in
-- order; the price index still counts the range.
CREATE INDEX listing_category_entries_name_idx ON listing_category_entries (category_id, name_sort, product_id)
  INCLUDE (effective_price, brand, is_featured);
