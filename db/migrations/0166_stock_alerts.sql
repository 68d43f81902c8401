-- 'Gelince haber ver' (issue 39): a shopper leaves an e-mail address on a product or variant
-- that is out of stock and gets one e-mail when it can be bought again. A guest's address
-- is confirmed first (double opt-in) through a link whose token only as its SHA-256 is kept;
-- a signed-in customer's own address needs no confirmation. An alert ends when its mail is
-- sent (notified_at); one address waits at most once per product or variant.
CREATE TABLE stock_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stock_alerts_waiting_unique
  ON stock_alerts (product_id, coalesce(variant_id, 0), lower(email)) WHERE notified_at IS NULL;
-- The job's question: confirmed alerts still waiting, by product.
CREATE INDEX stock_alerts_due_idx ON stock_alerts (product_id) WHERE confirmed_at IS NOT NULL AND notified_at IS NULL;
CREATE INDEX stock_alerts_user_idx ON stock_alerts (user_id) WHERE user_id IS NOT NULL;
