-- Returns and the right of withdrawal (issue 49, decisions 0390–0396). A buyer asks to send back
-- some units of a delivered order; the shop approves it (return code, carrier, address), receives
-- it (each line restocked or written off), refunds it through the order's refund, or rejects it.

-- Goods made to the buyer's specification (cable cut to length) are outside the right of
-- withdrawal (Mesafeli Sözleşmeler Yönetmeliği 15/1-ç).
ALTER TABLE products ADD COLUMN returnable boolean NOT NULL DEFAULT true;

-- A line keeps the flag its product had when sold (place_pending_order.sql copies it), so a later
-- change does not take away a right the contract gave.
ALTER TABLE order_items ADD COLUMN returnable boolean NOT NULL DEFAULT true;

-- The 14-day withdrawal clock starts on delivery: the moment the order was marked delivered.
ALTER TABLE orders ADD COLUMN delivered_at timestamptz;
UPDATE orders o SET delivered_at = h.at
FROM (SELECT order_id, max(created_at) AS at FROM order_status_history WHERE to_status = 'delivered' GROUP BY order_id) h
WHERE h.order_id = o.id;

-- A refund that gave back the outbound shipping too (its return document then has a shipping line).
ALTER TABLE order_refunds ADD COLUMN shipping_refunded boolean NOT NULL DEFAULT false;

CREATE TABLE returns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  return_number text NOT NULL UNIQUE CHECK (return_number ~ '^IADE-[A-Z2-7]{8}$'),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'requested'
    CHECK (state IN ('requested', 'approved', 'in_transit', 'received', 'refunded', 'rejected')),
  reason text NOT NULL CHECK (reason IN ('withdrawal', 'damaged', 'wrong_item', 'other')),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  -- The buyer's photos of a damage (upload addresses; the unused-upload sweep keeps them).
  photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 5),
  carrier text,
  return_code text,
  return_address text,
  sender_tracking text,
  reject_reason text,
  refund_id integer REFERENCES order_refunds (id),
  refund_amount numeric(12, 2),
  -- Set while the refund is with the provider, so a second click cannot refund twice.
  refund_started_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz,
  closed_at timestamptz,
  CHECK ((state = 'refunded') = (refund_id IS NOT NULL)),
  CHECK (state <> 'rejected' OR reject_reason IS NOT NULL),
  CHECK (state IN ('requested', 'rejected') OR return_code IS NOT NULL)
);
CREATE INDEX returns_order_idx ON returns (order_id);
CREATE INDEX returns_open_idx ON returns (created_at) WHERE state NOT IN ('refunded', 'rejected');

CREATE TABLE return_lines (
  return_id integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- What arrived, and how many of those went back on the shelf; set once, at receipt.
  received_quantity integer CHECK (received_quantity >= 0 AND received_quantity <= quantity),
  restocked_quantity integer CHECK (restocked_quantity >= 0 AND restocked_quantity <= received_quantity),
  PRIMARY KEY (return_id, order_item_id)
);
CREATE INDEX return_lines_item_idx ON return_lines (order_item_id);

-- Every state change: who (the buyer, an admin, the carrier) and when.
CREATE TABLE return_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  return_id integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  from_state text,
  to_state text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('buyer', 'admin', 'carrier')),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_events_return_idx ON return_events (return_id, created_at);
