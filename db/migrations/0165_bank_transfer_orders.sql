-- Pay by bank transfer (issue 37, decisions 0290 and 0291).
--
-- A transfer order is stored unpaid with the status awaiting_payment ('Ödeme Bekleniyor') and
-- waits BANK_TRANSFER_DAYS for the money, which the admin records in order_payments (who,
-- when, how much; a payment short of the total keeps it waiting). The transfer discount is its
-- own amount on the order (orders.discount_amount, taken off before KDV: the lines' net and
-- KDV amounts are already net of it).
--
-- Stock (decision 0291): a transfer order holds stock exactly as a card checkout does
-- (decision 0259): all unpaid orders together, card or transfer, hold at most a third of a
-- shelf, and what a line asks beyond its hold is taken when the order is paid, first to pay
-- first served. Its days of waiting therefore never keep more than that share away, and the
-- per-buyer limit of unpaid orders now counts transfer orders too.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'awaiting_payment', 'confirmed',
  'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'partially_refunded'));

ALTER TABLE orders
  ADD COLUMN discount_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  -- When the reminder that the transfer's time ends tomorrow went out (once per order).
  ADD COLUMN payment_reminded_at timestamptz;

CREATE TABLE order_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  -- The day the money arrived, as the admin read it on the bank statement.
  paid_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_payments_order_idx ON order_payments (order_id);

-- The per-buyer count of unpaid orders reads both unpaid statuses; a query for pending
-- orders alone still uses these (its condition implies theirs).
DROP INDEX orders_pending_email_idx;
DROP INDEX orders_pending_session_idx;
DROP INDEX orders_pending_user_idx;
CREATE INDEX orders_unpaid_email_idx ON orders (lower(customer_email)) WHERE status IN ('pending', 'awaiting_payment');
CREATE INDEX orders_unpaid_session_idx ON orders (session_id) WHERE status IN ('pending', 'awaiting_payment');
CREATE INDEX orders_unpaid_user_idx ON orders (user_id) WHERE status IN ('pending', 'awaiting_payment');
-- The transfer job's reminders and expiries.
CREATE INDEX orders_awaiting_expiry_idx ON orders (reservation_expires_at) WHERE status = 'awaiting_payment';

-- The checkout's statement of 0128, with the order's unpaid status (pending for a card,
-- awaiting_payment for a transfer), its payment method and discount. Steps, locks and the
-- stock share are unchanged.
DROP FUNCTION place_pending_order(integer, text, text, integer, text[], jsonb, jsonb, jsonb, integer, integer);

CREATE FUNCTION place_pending_order(
  p_user_id integer,
  p_session_id text,
  p_email_lower text,
  p_max_pending integer,
  p_line_fingerprints text[],
  p_order jsonb,
  p_items jsonb,
  p_consents jsonb,
  p_reservation_minutes integer,
  p_hold_divisor integer,
  p_status text)
RETURNS integer[]
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET search_path = public
AS $$
DECLARE
  lines text[];
  older integer[];
  pending integer;
  line record;
  new_id integer;
  available integer;
  held integer;
  hold integer;
BEGIN
  IF p_status NOT IN ('pending', 'awaiting_payment') THEN
    RAISE EXCEPTION 'not an unpaid status: %', p_status;
  END IF;
  -- The cart's lines are read after its lock is granted, so they are never older than the lock.
  PERFORM lock_checkout_buyer(p_user_id, p_session_id, p_email_lower);
  SELECT coalesce(array_agg(md5(l::text)), '{}') INTO lines FROM checkout_cart_lines(p_user_id, p_session_id) l;
  IF lines IS DISTINCT FROM p_line_fingerprints THEN
    RAISE EXCEPTION 'cart changed' USING ERRCODE = 'SC001';
  END IF;

  IF p_user_id IS NOT NULL THEN
    SELECT coalesce(array_agg(id), '{}') INTO older FROM (
      SELECT id FROM orders WHERE user_id = p_user_id AND status = 'pending' AND NOT payment_review
      ORDER BY id FOR UPDATE) o;
  ELSE
    SELECT coalesce(array_agg(id), '{}') INTO older FROM (
      SELECT id FROM orders WHERE session_id = p_session_id AND status = 'pending' AND NOT payment_review
      ORDER BY id FOR UPDATE) o;
  END IF;
  IF cardinality(older) > 0 THEN
    RETURN older;
  END IF;

  -- Transfer orders waiting for their money count as unpaid orders too.
  SELECT count(*) INTO pending FROM orders
  WHERE status IN ('pending', 'awaiting_payment') AND NOT payment_review
    AND (lower(customer_email) = p_email_lower OR user_id = p_user_id OR session_id = p_session_id);
  IF pending >= p_max_pending THEN
    RAISE EXCEPTION 'too many pending orders' USING ERRCODE = 'SC002';
  END IF;

  -- Products before their variants, in id order: the order every stock writer locks in
  -- (a variant's stock change rewrites its product's derived columns).
  PERFORM 1 FROM products
  WHERE id IN (SELECT (i->>'product_id')::integer FROM jsonb_array_elements(p_items) i)
  ORDER BY id FOR NO KEY UPDATE;

  INSERT INTO orders (order_number, user_id, session_id, status, subtotal, vat_rate, tax_amount, shipping_amount, total_amount,
    customer_name, customer_email, customer_phone, company_name, tax_number, invoice_type, identity_number, tax_office,
    billing_address, billing_city, billing_district, billing_postal_code, shipping_address, shipping_city, shipping_district, shipping_postal_code,
    notes, contract_consent, marketing_consent, client_ip, payment_provider, payment_token, reservation_expires_at,
    payment_method, discount_amount)
  SELECT o.order_number, p_user_id, p_session_id, p_status, o.subtotal, o.vat_rate, o.tax_amount, o.shipping_amount, o.total_amount,
    o.customer_name, o.customer_email, o.customer_phone, o.company_name, o.tax_number, o.invoice_type, o.identity_number, o.tax_office,
    o.billing_address, o.billing_city, o.billing_district, o.billing_postal_code, o.shipping_address, o.shipping_city, o.shipping_district, o.shipping_postal_code,
    o.notes, true, o.marketing_consent, o.client_ip, o.payment_provider, o.payment_token, now() + make_interval(mins => p_reservation_minutes),
    o.payment_method, o.discount_amount
  FROM jsonb_populate_record(NULL::orders, p_order) o
  RETURNING id INTO new_id;

  INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
    total_price, vat_rate, net_amount, vat_amount)
  SELECT new_id, i.product_id, i.variant_id, i.product_name, i.variant_name, i.unit, i.unit_price, i.quantity,
    i.total_price, i.vat_rate, i.net_amount, i.vat_amount
  FROM jsonb_populate_recordset(NULL::order_items, p_items) i;

  -- Each line must be available now; it holds what the unpaid orders' share leaves (the
  -- shelf is what is sellable plus what unpaid orders hold), the rest is taken at payment.
  FOR line IN
    SELECT i.id, i.product_id, i.variant_id, i.quantity FROM order_items i WHERE i.order_id = new_id
    ORDER BY i.product_id, i.variant_id NULLS FIRST
  LOOP
    IF line.variant_id IS NOT NULL THEN
      SELECT v.stock_quantity INTO available FROM product_variants v WHERE v.id = line.variant_id;
      SELECT coalesce(sum(h.held_quantity), 0) INTO held FROM order_items h
      WHERE h.product_id = line.product_id AND h.variant_id = line.variant_id AND h.held_quantity > 0;
    ELSE
      SELECT p.stock_quantity INTO available FROM products p WHERE p.id = line.product_id;
      SELECT coalesce(sum(h.held_quantity), 0) INTO held FROM order_items h
      WHERE h.product_id = line.product_id AND h.variant_id IS NULL AND h.held_quantity > 0;
    END IF;
    IF available IS NULL OR available < line.quantity THEN
      RAISE EXCEPTION 'stock short' USING ERRCODE = 'SC003', DETAIL = concat_ws(':', line.product_id, line.variant_id);
    END IF;
    hold := least(line.quantity, greatest(0, (available + held) / p_hold_divisor - held));
    CONTINUE WHEN hold = 0;
    IF line.variant_id IS NOT NULL THEN
      UPDATE product_variants SET stock_quantity = stock_quantity - hold WHERE id = line.variant_id;
    ELSE
      UPDATE products SET stock_quantity = stock_quantity - hold, updated_at = now() WHERE id = line.product_id;
    END IF;
    UPDATE order_items SET held_quantity = hold WHERE id = line.id;
  END LOOP;

  INSERT INTO consents (user_id, order_id, kind, granted, text_version, client_ip)
  SELECT p_user_id, new_id, c.kind, c.granted, c.text_version, c.client_ip
  FROM jsonb_populate_recordset(NULL::consents, p_consents) c;

  INSERT INTO order_status_history (order_id, from_status, to_status, note)
  VALUES (new_id, NULL, p_status, 'Sipariş oluşturuldu');

  -- A transfer order is placed: nothing more happens at checkout, so the cart is emptied now
  -- (a card order's cart is emptied when its payment is confirmed).
  IF p_status = 'awaiting_payment' THEN
    IF p_user_id IS NOT NULL THEN
      DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = p_user_id);
    ELSE
      DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE session_id = p_session_id);
    END IF;
  END IF;
  RETURN '{}';
END $$;
