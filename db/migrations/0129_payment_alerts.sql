-- No payment left behind (decision 0260). A payment the shop had to settle on its own (one that
-- came after its order was cancelled, or for goods others had paid for first) and a refund
-- whose provider call ended without an answer are things an admin must see at a glance: the
-- order says so in payment_alert, shown in the admin order list and detail.
ALTER TABLE orders ADD COLUMN payment_alert text;

-- A refund whose provider call timed out or lost its answer: its amount stays reserved on the
-- order and no other refund of the order is made until the provider's answer is known, so
-- money is never paid back twice (decision 0261).
ALTER TABLE order_refunds ADD COLUMN in_doubt boolean NOT NULL DEFAULT false;

-- A cancelled order whose payment token could still be paid keeps reservation_expires_at (the
-- token's end) until the reservation job has asked the provider once after it: a payment made
-- meanwhile is then found even when no callback came. Asked, or settled, the column is NULL.
-- Orders settled before this migration are not watched.
UPDATE orders SET reservation_expires_at = NULL WHERE status <> 'pending' AND reservation_expires_at IS NOT NULL;
CREATE INDEX orders_cancelled_watch_idx ON orders (reservation_expires_at)
  WHERE status = 'cancelled' AND reservation_expires_at IS NOT NULL;
