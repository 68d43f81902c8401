-- Refunds and same-day cancellations through the payment provider. Every refund is a row
-- (who, when, how much, which lines); the order keeps the running sum, which can never
-- exceed what was paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'partially_refunded'));
ALTER TABLE orders
  ADD COLUMN refunded_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD CONSTRAINT orders_refund_within_total CHECK (refunded_amount <= total_amount);
ALTER TABLE order_items
  ADD COLUMN refunded_quantity integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT order_items_refund_within_quantity CHECK (refunded_quantity >= 0 AND refunded_quantity <= quantity);

CREATE TABLE order_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('cancel', 'refund')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  -- [{ itemId, quantity }] when lines were refunded; empty for an amount
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  restocked boolean NOT NULL DEFAULT false,
  provider_reference text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id, created_at);

-- What the embedded sandbox refunded, so it refuses more than it charged, like a provider.
CREATE TABLE payment_sandbox_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_sandbox_refunds_payment_idx ON payment_sandbox_refunds (payment_id);
