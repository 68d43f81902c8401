-- No payment left behind (decision 0260). A payment the shop had to settle on its own (one that
-- came after its order was cancelled, or for goods others had paid for first) and a refund
-- whose provider call ended without an answer are things an admin must see at a glance: the
-- order says so in payment_alert, shown in the admin order list and detail.
ALTER TABLE orders ADD COLUMN payment_alert text;

-- A refund whose provider call timed out or lost its answer: its amount stays reserved on the
-- order and no other refund of the order is made until the provider's answer is known, so
-- money is never paid back twice (decision 0261).
ALTER TABLE order_refunds ADD COLUMN in_doubt boolean NOT NULL DEFAULT false;
