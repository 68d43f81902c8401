-- Discount codes and cart rules (issue 39, decisions 0322–0325).
--
-- A promotion is a code the buyer types (code) or an automatic rule (code NULL) that applies by
-- itself when the cart matches. It takes a percentage or an amount off the lines it covers, or
-- makes the shipping free. It covers the lines of its products and categories (none: every
-- line), for the buyers of its price groups (none: every buyer), from minSubtotal of those lines.
-- The ids are kept as arrays: an id that no longer exists simply matches nothing.
CREATE TABLE promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Typed in any letter case; stored upper-case (the admin service normalises it).
  code text UNIQUE CHECK (code IS NULL OR code ~ '^[A-Z0-9_-]{3,40}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'amount', 'free_shipping')),
  value numeric(12,2) NOT NULL DEFAULT 0 CHECK (value >= 0),
  min_subtotal numeric(12,2) NOT NULL DEFAULT 0 CHECK (min_subtotal >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer CHECK (usage_limit > 0),
  per_customer_limit integer CHECK (per_customer_limit > 0),
  category_ids integer[] NOT NULL DEFAULT '{}',
  product_ids integer[] NOT NULL DEFAULT '{}',
  price_group_ids integer[] NOT NULL DEFAULT '{}',
  combinable boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR (value > 0 AND value <= 100)),
  CHECK (kind <> 'amount' OR value > 0),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE INDEX promotions_automatic_idx ON promotions (id) WHERE code IS NULL;

-- A promotion's uses (decision 0324): a row is written with the order, under the promotion's row
-- lock, after the usage limits were counted (reserved, used_at NULL); the payment marks it used;
-- cancelling the unpaid order deletes it, giving the use back.
CREATE TABLE promotion_uses (
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  email_lower text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, order_id)
);
CREATE INDEX promotion_uses_order_idx ON promotion_uses (order_id);
CREATE INDEX promotion_uses_email_idx ON promotion_uses (promotion_id, email_lower);
CREATE INDEX promotion_uses_user_idx ON promotion_uses (promotion_id, user_id) WHERE user_id IS NOT NULL;

-- An order's discounts, each its own line (the transfer discount among them), in the order they
-- were taken; orders.discount_amount stays their sum. The lines' net amounts are already net of them.
CREATE TABLE order_discounts (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  promotion_id integer REFERENCES promotions (id) ON DELETE SET NULL,
  code text,
  label text NOT NULL,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (order_id, position)
);

-- The transfer discount of the orders before this one, as their one discount line.
INSERT INTO order_discounts (order_id, position, label, amount)
SELECT id, 1, 'Havale / EFT İndirimi', discount_amount FROM orders WHERE discount_amount > 0;

-- The code the buyer applied to the cart (one at a time); automatic rules are not stored.
ALTER TABLE carts ADD COLUMN promotion_id integer REFERENCES promotions (id) ON DELETE SET NULL;
