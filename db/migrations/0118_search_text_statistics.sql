-- The planner read the search text's statistics (a hundred folded product texts, about
-- 10 KB, kept compressed) and matched each search word against all of them on every
-- search: most of a search listing's planning time, for an estimate that cannot change the
-- plan (search listings collect their matches through the trigram index; see
-- list-products.ts). Without statistics the planner takes its fixed estimate for LIKE.
-- A database analysed before this keeps its old figures until they are cleared by hand.
ALTER TABLE products ALTER COLUMN search_text SET STATISTICS 0;
