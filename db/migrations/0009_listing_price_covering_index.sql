-- A price range narrows the market to a few thousand products before the category or
-- brand filter and the sort; carrying the sort keys in the price index lets that step
-- be an index-only scan instead of a pass over the whole table (EXPLAIN: 9.8 ms → 1.9 ms
-- for a top-level category with 100–1000 TL on the 10,000-product catalogue).
DROP INDEX products_list_price_idx;
CREATE INDEX products_list_price_idx ON products (effective_price, id)
  INCLUDE (name_sort, is_featured, created_at) WHERE is_active;
