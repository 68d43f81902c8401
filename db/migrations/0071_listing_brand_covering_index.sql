-- The brand filter walked the brand index and then read each match's wide row (description,
-- search text) only for the sort keys and the stock flag: 700 heap pages for a big brand,
-- 11–19 ms on the 10,000-product catalogue. Carrying those keys in the index makes the page
-- and its count index-only scans (EXPLAIN: 1.8 → 0.4 ms warm for "Schneider, in stock").
DROP INDEX products_list_brand_idx;
CREATE INDEX products_list_brand_idx ON products (brand, name_sort, id)
  INCLUDE (in_stock, effective_price, is_featured, created_at) WHERE is_active;
