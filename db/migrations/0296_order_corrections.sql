-- Corrections of an unshipped order's lines or delivery address by the admin (issue 50, decision
-- 0403): each one with who and when, the lines and address before and after, what went back to
-- the buyer through the refund path and what was asked of them. `correction_due` is what the
-- buyer still owes for units added after payment (asked by transfer, or on the trade account).
CREATE TABLE order_corrections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  changes jsonb NOT NULL,
  refunded_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  requested_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (requested_amount >= 0),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_corrections_order_idx ON order_corrections (order_id, created_at);

ALTER TABLE orders ADD COLUMN correction_due numeric(12, 2) NOT NULL DEFAULT 0 CHECK (correction_due >= 0);
