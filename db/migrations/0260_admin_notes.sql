-- The owner's internal notes (issue 50, decision 0378): notes on an order, shown in its history in
-- the admin with who and when and never to the buyer; and a note and tags per customer, kept by the
-- customer's key: a registered customer by user id, a guest buyer by lower-cased e-mail.
CREATE TABLE order_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at);

CREATE TABLE customer_notes (
  customer_key text PRIMARY KEY CHECK (customer_key ~ '^(u[0-9]+|g:.+)$'),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 5000),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
