-- The customer's own account: saved addresses, one-time links sent by e-mail
-- (password reset, claiming earlier guest orders) and the mark left on an order
-- whose personal data was erased when its customer deleted the account.

CREATE TABLE customer_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
  full_name text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  district text NOT NULL,
  postal_code text NOT NULL,
  is_default_billing boolean NOT NULL DEFAULT false,
  is_default_shipping boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_user_idx ON customer_addresses (user_id, id);
-- At most one default of each kind per customer.
CREATE UNIQUE INDEX customer_addresses_default_billing ON customer_addresses (user_id) WHERE is_default_billing;
CREATE UNIQUE INDEX customer_addresses_default_shipping ON customer_addresses (user_id) WHERE is_default_shipping;

-- Only the SHA-256 of a token is stored; the token itself travels in the e-mailed link.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'order_claim')),
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

ALTER TABLE orders ADD COLUMN personal_data_erased_at timestamptz;
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX orders_guest_email_idx ON orders (lower(customer_email)) WHERE user_id IS NULL;
