-- The part of an order's shipping charge a free-shipping promotion took off (issue 39; decisions
-- 0315 and 0322): shipping_amount stays the charge, shipping_vat_amount the KDV of what is left,
-- so the invoice's shipping line shows the charge, its discount and the KDV actually due.
ALTER TABLE orders
  ADD COLUMN shipping_discount_amount numeric(12,2) NOT NULL DEFAULT 0
    CHECK (shipping_discount_amount >= 0 AND shipping_discount_amount <= shipping_amount);
