-- A cancelled invoice that an integrator filed with GİB is cancelled there too (issue 38,
-- decision 0331). cancel_state: 'pending' (the 'invoices' job sends the cancellation, retrying with
-- back-off), 'done' (the integrator confirmed it, or the local provider filed nothing), 'failed'
-- (refused, or out of tries: the admin retries from 'Faturalar'), 'manual' (an e-Fatura, which
-- is cancelled through GİB's portal with the buyer, not through the integrator's API).
ALTER TABLE invoices
  ADD COLUMN cancel_state text CHECK (cancel_state IN ('pending', 'done', 'failed', 'manual')),
  ADD COLUMN cancel_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN cancel_next_attempt_at timestamptz,
  ADD COLUMN cancel_error text,
  ADD CONSTRAINT invoices_cancel_state_of_cancelled CHECK (cancel_state IS NULL OR status = 'cancelled');

-- Invoices cancelled before this migration were issued by the local provider only (the integrator
-- path could not cancel): nothing left to tell anyone.
UPDATE invoices SET cancel_state = 'done' WHERE status = 'cancelled' AND number IS NOT NULL;

CREATE INDEX invoices_cancel_due_idx ON invoices (cancel_next_attempt_at) WHERE cancel_state = 'pending';
