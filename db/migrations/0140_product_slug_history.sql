-- The old addresses of products (issue 35): a product whose slug changes keeps answering its old
-- /urun/{slug} with a 301 to the new one. The database notes the old slug on every change of a
-- slug, whoever the writer is (the admin's save, the bulk edit, the sheet import). A slug that a
-- product takes (again) stops naming an old address, so a live product always wins.
CREATE TABLE product_slug_history (
  slug text PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_slug_history_product ON product_slug_history (product_id);

-- Row by row, only for an update whose SET names the slug and changes it: a sale or a restock
-- never calls it.
CREATE FUNCTION product_slug_history_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_slug_history WHERE slug = NEW.slug;
  INSERT INTO product_slug_history (slug, product_id) VALUES (OLD.slug, NEW.id)
  ON CONFLICT (slug) DO UPDATE SET product_id = EXCLUDED.product_id, changed_at = now();
  RETURN NULL;
END $$;

CREATE TRIGGER products_slug_history AFTER UPDATE OF slug ON products
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION product_slug_history_note();

-- New products take their slugs out of the history in one statement (the large seed inserts thousands).
CREATE FUNCTION product_slug_history_reclaim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_slug_history h USING new_products n WHERE h.slug = n.slug;
  RETURN NULL;
END $$;

CREATE TRIGGER products_slug_history_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_slug_history_reclaim();
