-- Pay on open account ('cari hesap', issue 37; decisions 0293-0295).
--
-- An approved trade customer gets a credit limit and a payment term from the admin (columns
-- on trade_accounts, every change kept in account_terms_changes with who and when). An
-- open-account order is confirmed at once and is due on its payment_due_on day (the order's
-- day in Turkey plus the term). What the customer owes is read from the orders, their refunds
-- (order_refunds) and the payments the admin records against the account (account_payments);
-- nothing is summed into a stored balance. The checkout locks the customer's trade_accounts
-- row while it reads that balance and places the order, so parallel orders queue and none
-- can overrun the limit.
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('card', 'bank_transfer', 'open_account'));
ALTER TABLE orders
  ADD COLUMN payment_due_on date,
  ADD CONSTRAINT orders_due_on_open_account CHECK (payment_due_on IS NULL OR payment_method = 'open_account');
CREATE INDEX orders_open_account_user_idx ON orders (user_id, payment_due_on) WHERE payment_method = 'open_account';

ALTER TABLE trade_accounts
  -- Null: no open account (the admin has not set terms).
  ADD COLUMN credit_limit numeric(12,2) CHECK (credit_limit >= 0),
  ADD COLUMN payment_term_days integer CHECK (payment_term_days BETWEEN 1 AND 365),
  ADD COLUMN terms_changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN terms_changed_at timestamptz,
  ADD CONSTRAINT trade_accounts_terms_together CHECK ((credit_limit IS NULL) = (payment_term_days IS NULL));

CREATE TABLE account_terms_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credit_limit numeric(12,2) NOT NULL,
  payment_term_days integer NOT NULL,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_terms_changes_user ON account_terms_changes (user_id, created_at DESC);

-- Money the customer paid into the account, recorded by the admin from the bank statement.
CREATE TABLE account_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  paid_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_payments_user ON account_payments (user_id, paid_at);

-- One overdue reminder per customer and overdue due date: the job inserts the pair first and
-- mails only when the insert went through.
CREATE TABLE account_overdue_reminders (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  due_on date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, due_on)
);
