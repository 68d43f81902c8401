-- KDV per order line: each line keeps its rate, net amount and KDV in the currency's
-- smallest unit (numeric(12,2)). Lines of orders placed before this change take the
-- order's single rate; their KDV is recomputed per line (rounded half-up).
ALTER TABLE order_items
  ADD COLUMN vat_rate numeric(5, 2),
  ADD COLUMN net_amount numeric(12, 2),
  ADD COLUMN vat_amount numeric(12, 2);

UPDATE order_items i SET
  vat_rate = o.vat_rate,
  net_amount = i.total_price,
  vat_amount = round(i.total_price * o.vat_rate / 100, 2)
FROM orders o WHERE o.id = i.order_id;

ALTER TABLE order_items
  ALTER COLUMN vat_rate SET NOT NULL,
  ALTER COLUMN net_amount SET NOT NULL,
  ALTER COLUMN vat_amount SET NOT NULL,
  ADD CHECK (vat_rate >= 0 AND vat_rate <= 100),
  ADD CHECK (net_amount >= 0),
  ADD CHECK (vat_amount >= 0);

-- The general rate has been 20 % since 10 July 2023; 18 is no longer a rate a product can carry.
UPDATE settings SET value = '20', updated_at = now() WHERE key = 'vat_rate' AND value = '18';
