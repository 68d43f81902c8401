-- What the provider reported about a payment, kept on the order for the back-office:
-- the basket price it charged, the amount actually paid (instalment interest included),
-- instalments, card family and last four digits, and iyzico's fraud verdict.
-- payment_review holds a paid order whose fraud check asked for a human decision.
-- payment_method records how the money came: the card provider, or a bank transfer
-- confirmed by an admin (who and when are in order_status_history).
ALTER TABLE orders
  ADD COLUMN payment_price numeric(12, 2),
  ADD COLUMN paid_amount numeric(12, 2),
  ADD COLUMN installment smallint,
  ADD COLUMN card_family text,
  ADD COLUMN card_association text,
  ADD COLUMN card_last_four text,
  ADD COLUMN fraud_status smallint,
  ADD COLUMN payment_review boolean NOT NULL DEFAULT false,
  ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'bank_transfer'));

-- Pending orders per buyer, for the checkout caps.
CREATE INDEX orders_pending_session_idx ON orders (session_id) WHERE status = 'pending';
CREATE INDEX orders_pending_user_idx ON orders (user_id) WHERE status = 'pending';
CREATE INDEX orders_pending_email_idx ON orders (lower(customer_email)) WHERE status = 'pending';

-- Idempotency-Key of POST /api/checkout/create: the answer given for a key, per buyer.
CREATE TABLE checkout_idempotency_keys (
  owner text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id integer REFERENCES orders (id) ON DELETE CASCADE,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, key)
);
CREATE INDEX checkout_idempotency_keys_created_idx ON checkout_idempotency_keys (created_at);

-- The sandbox's card family, like iyzico's answer.
ALTER TABLE payment_sandbox_sessions ADD COLUMN card_family text;
