-- Card payments are pre-authorised and captured only once the order's goods are taken, else
-- voided, so a buyer whose units went to a faster payer is never charged (decision 0345).
-- orders.payment_state says where the card payment stands at the provider; refunds are
-- read from refunded_amount on top of 'captured'. Payments recorded before this were taken
-- at once: captured.
ALTER TABLE orders ADD COLUMN payment_state text
  CHECK (payment_state IN ('authorized', 'captured', 'voided'));
UPDATE orders SET payment_state = 'captured' WHERE payment_reference IS NOT NULL;
-- The reconciliation job's work list: authorisations neither captured nor voided yet.
CREATE INDEX orders_payment_authorized_idx ON orders (updated_at) WHERE payment_state = 'authorized';

-- The embedded sandbox keeps the same three phases for a paid session.
ALTER TABLE payment_sandbox_sessions ADD COLUMN phase text
  CHECK (phase IN ('authorized', 'captured', 'voided'));
ALTER TABLE payment_sandbox_sessions ADD COLUMN captured_amount numeric(12, 2);
UPDATE payment_sandbox_sessions SET phase = 'captured', captured_amount = amount WHERE status = 'success';

-- 'Ödemeye devam et' gives an unpaid order a fresh token (decision 0347); the tokens it had
-- before stay its own, so a payment on any of them finds the order.
CREATE TABLE order_payment_tokens (
  token text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_payment_tokens_order_idx ON order_payment_tokens (order_id);
