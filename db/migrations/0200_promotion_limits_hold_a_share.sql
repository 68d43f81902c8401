-- Every limit holds whatever the order's path (issue 45, decisions 0335–0338).
--
-- A promotion's uses follow the stock rule of decision 0259: an unpaid order's use holds its
-- place (held) only within a third of what the paid uses leave; the rest is taken when the
-- order is paid, first to pay first served, and a payment that finds the limit reached is
-- given back (api/services/promotions/promotion-uses.ts). Uses already reserved keep their place.
ALTER TABLE promotion_uses ADD COLUMN held boolean NOT NULL DEFAULT false;
UPDATE promotion_uses SET held = true WHERE used_at IS NULL;

-- A buyer is counted by account, by e-mail address without its letter case or '+tag'
-- (a+1@x and A+2@x are one mailbox) and, for a guest, by browser session too.
ALTER TABLE promotion_uses RENAME COLUMN email_lower TO email_key;
UPDATE promotion_uses SET email_key = regexp_replace(email_key, '\+[^@]*@', '@');
ALTER TABLE promotion_uses ADD COLUMN session_id text;
CREATE INDEX promotion_uses_session_idx ON promotion_uses (promotion_id, session_id) WHERE session_id IS NOT NULL;

-- A code limited per customer may be kept for signed-in customers (the admin's choice).
ALTER TABLE promotions ADD COLUMN sign_in_required boolean NOT NULL DEFAULT false;

-- A free-shipping promotion covers the whole cart (decision 0337): one limited to products or
-- categories took the whole cart's freight off. Those still running end now; the admin can
-- save them again only without that scope.
UPDATE promotions SET ends_at = now(), starts_at = CASE WHEN starts_at < now() THEN starts_at END, updated_at = now()
WHERE kind = 'free_shipping' AND (cardinality(product_ids) > 0 OR cardinality(category_ids) > 0)
  AND (ends_at IS NULL OR ends_at > now());

-- Every order placed with a quote's lines (quotes.order_id keeps the one that was paid, or the
-- latest): a payment takes the quote only while no other of its orders is paid (decision 0336).
CREATE TABLE quote_orders (
  quote_id integer NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  PRIMARY KEY (quote_id, order_id)
);
CREATE INDEX quote_orders_order_idx ON quote_orders (order_id);
INSERT INTO quote_orders (quote_id, order_id) SELECT id, order_id FROM quotes WHERE order_id IS NOT NULL;
