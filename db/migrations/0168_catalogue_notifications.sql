-- Every app instance keeps its cached listings and catalogue pages answering without a database
-- round trip while nothing they show changed (issue 40, decision 0312): the catalogue version and
-- each stock figure are pushed to the instances on the channel `shop_catalogue` as they commit.
-- A payload is `version:<n>`, `p:<product id>:<stock>` or `v:<variant id>:<stock>`; PostgreSQL
-- delivers a transaction's notifications at its commit, in commit order, so an instance that
-- applies them in turn holds the committed state. A stock-only update (a sale) costs one notify.
CREATE FUNCTION catalogue_notify_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', 'version:' || NEW.version);
  RETURN NULL;
END $$;

CREATE TRIGGER catalogue_version_notify AFTER UPDATE ON catalogue_version
  FOR EACH ROW EXECUTE FUNCTION catalogue_notify_version();

CREATE FUNCTION catalogue_notify_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', TG_ARGV[0] || ':' || NEW.id || ':' || NEW.stock_quantity);
  RETURN NULL;
END $$;

CREATE TRIGGER products_stock_notify AFTER UPDATE OF stock_quantity ON products
  FOR EACH ROW WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity)
  EXECUTE FUNCTION catalogue_notify_stock('p');
CREATE TRIGGER product_variants_stock_notify AFTER UPDATE OF stock_quantity ON product_variants
  FOR EACH ROW WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity)
  EXECUTE FUNCTION catalogue_notify_stock('v');
