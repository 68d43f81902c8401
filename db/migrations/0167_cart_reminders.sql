-- Abandoned-cart reminders (issue 39): a signed-in customer who gave commercial-message consent
-- (ETK) and left a cart gets one reminder. `reminded_at` says when; a cart is reminded again only
-- when every line in it came after that (it was emptied and filled anew). The mail's links
-- (restore the cart, withdraw the consent) carry a token kept only as its SHA-256.
ALTER TABLE carts
  ADD COLUMN reminded_at timestamptz,
  ADD COLUMN reminder_token_hash text UNIQUE;
-- The job's question: customers' carts, by when they were last touched.
CREATE INDEX carts_user_updated_idx ON carts (updated_at) WHERE user_id IS NOT NULL;
