-- e-Arşiv and e-Fatura (issue 38). An invoice row is the outbox entry written in the transaction
-- that confirms the payment (or ships the order, by the invoice_issue_on setting); the 'invoices'
-- job numbers it, hands it to the provider and records the outcome, retrying with back-off.
-- One sales invoice per order (the partial unique index); a return document points at it.
CREATE TABLE invoice_counters (
  series text NOT NULL CHECK (series ~ '^[A-Z0-9]{3}$'),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  last_sequence bigint NOT NULL CHECK (last_sequence BETWEEN 0 AND 999999999),
  PRIMARY KEY (series, year)
);

CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  type_code text NOT NULL DEFAULT 'SATIS' CHECK (type_code IN ('SATIS', 'IADE')),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'issued', 'failed', 'cancelled')),
  profile text CHECK (profile IN ('EARSIVFATURA', 'TEMELFATURA', 'TICARIFATURA')),
  number text UNIQUE CHECK (number ~ '^[A-Z0-9]{3}20[0-9]{2}[0-9]{9}$'),
  uuid uuid UNIQUE,
  issued_at timestamptz,
  provider text,
  provider_reference text,
  xml text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  returns_invoice_id integer REFERENCES invoices (id),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((number IS NULL) = (uuid IS NULL)),
  CHECK (status <> 'issued' OR (number IS NOT NULL AND issued_at IS NOT NULL AND xml IS NOT NULL)),
  CHECK ((type_code = 'IADE') = (returns_invoice_id IS NOT NULL))
);
CREATE UNIQUE INDEX invoices_one_sale_per_order ON invoices (order_id) WHERE type_code = 'SATIS';
CREATE INDEX invoices_order_idx ON invoices (order_id);
CREATE INDEX invoices_due_idx ON invoices (next_attempt_at) WHERE status = 'waiting';
