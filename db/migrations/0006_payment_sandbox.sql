-- The embedded payment sandbox's sessions: one per checkout token, holding the
-- amount it was started with and the result its hosted card form produced.
-- The callback reads the result from here, never from what the browser posts.
CREATE TABLE payment_sandbox_sessions (
  token text PRIMARY KEY,
  order_number text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  currency text NOT NULL DEFAULT 'TRY',
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'success', 'failure')),
  error_message text,
  payment_id text,
  card_last_four text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_sandbox_sessions_created_idx ON payment_sandbox_sessions (created_at);
