-- A visitor who never pays must not keep a product away from those who do (decision 0259).
-- Until now an unpaid order took its whole quantity off the stock for half an hour: one guest
-- checkout of 26 of 26 closed the product to everyone. Now unpaid orders together hold at
-- most a share of a product's (or variant's) shelf; the rest of an order's quantity is taken
-- when its payment succeeds, first to pay first served, with a conditional decrement.
--
-- Each order line says how many of its units are off the stock for it:
--   held_quantity  units held for the order while it is unpaid (0 once paid or released);
--   taken_quantity units taken for a paid order (less what a refund put back).
-- Giving stock back (cancellation, expiry, refund) gives back exactly these, never more
-- (api/services/orders/order-stock.ts is the one place that takes and gives back).
ALTER TABLE order_items
  ADD COLUMN held_quantity integer NOT NULL DEFAULT 0,
  ADD COLUMN taken_quantity integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT order_items_stock_within_quantity
    CHECK (held_quantity >= 0 AND taken_quantity >= 0 AND held_quantity + taken_quantity <= quantity);

-- Orders stored before: an unreleased unpaid order held all of its lines; an unreleased paid
-- one took them, less the units a restocking refund already put back.
UPDATE order_items i
SET held_quantity = CASE WHEN o.status = 'pending' AND NOT o.payment_review THEN i.quantity ELSE 0 END,
    taken_quantity = CASE WHEN o.status = 'pending' AND NOT o.payment_review THEN 0 ELSE greatest(0, i.quantity - coalesce((
      SELECT sum((l->>'quantity')::integer) FROM order_refunds r, jsonb_array_elements(r.lines) l
      WHERE r.order_id = o.id AND r.restocked AND (l->>'itemId')::integer = i.id), 0)) END
FROM orders o
WHERE o.id = i.order_id AND NOT o.stock_released;

-- Only unpaid lines hold units, so this index stays as small as the open checkouts: a
-- checkout sums what a product's unpaid orders hold from it.
CREATE INDEX order_items_held_idx ON order_items (product_id, variant_id) WHERE held_quantity > 0;
