-- The category filter collects the products of the chosen categories: with the product id in
-- the category index that is an index-only scan instead of a bitmap scan over the table's
-- pages (EXPLAIN: 0.26–0.40 → 0.13 ms for "kablolar" and its sub-categories, 1,600 rows).
-- The category's foreign-key check on delete uses the leading column as before.
DROP INDEX product_categories_category_idx;
CREATE INDEX product_categories_category_idx ON product_categories (category_id, product_id);
