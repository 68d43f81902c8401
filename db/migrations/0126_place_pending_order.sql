-- Storing a checkout's order was a transaction of twenty statements: BEGIN, the cart's lock
-- and lines, the buyer's unpaid orders and their count, the products' locks, two stock
-- decrements, four inserts, COMMIT. Each statement costs the database its own bind, run and
-- answer, and the shop's process its own message handling: under 200 checkouts at once that
-- was most of their time, more than the work itself. This function does the same steps in
-- the same order as one statement (decision 0249); the shop prices the order and builds its
-- rows, the function checks that the cart is still the one priced, locks and writes.
--
-- Refusals are raised, so the statement changes nothing: SC001 the cart changed since the
-- payment was started, SC002 too many unpaid orders, SC003 a line's stock is short (DETAIL:
-- the line's product and variant ids). When the cart has older unpaid orders, nothing is
-- written either: their ids are answered, and the shop cancels them (their stock released,
-- their history written) and calls again in the same transaction.
-- A buyer's locks, the cart's then the e-mail address's, taken first by every checkout:
-- two checkouts of one cart run one after the other, and one buyer's checkouts count their
-- unpaid orders one at a time. The shop takes them itself before it cancels a cart's older
-- order, so that path locks in the same order as this one (cart, address, orders, products).
-- Called from place_pending_order it runs under that function's kept plans.
CREATE FUNCTION lock_checkout_buyer(p_user_id integer, p_session_id text, p_email_lower text)
RETURNS void
LANGUAGE plpgsql
SET search_path = public
AS $$
BEGIN
  IF p_user_id IS NOT NULL THEN
    PERFORM 1 FROM carts WHERE user_id = p_user_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM carts WHERE session_id = p_session_id FOR UPDATE;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('checkout:' || p_email_lower));
END $$;

CREATE FUNCTION place_pending_order(
  p_user_id integer,
  p_session_id text,
  p_email_lower text,
  p_max_pending integer,
  p_line_fingerprints text[],
  p_order jsonb,
  p_items jsonb,
  p_consents jsonb,
  p_reservation_minutes integer)
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
BEGIN
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

  SELECT count(*) INTO pending FROM orders
  WHERE status = 'pending' AND NOT payment_review
    AND (lower(customer_email) = p_email_lower OR user_id = p_user_id OR session_id = p_session_id);
  IF pending >= p_max_pending THEN
    RAISE EXCEPTION 'too many pending orders' USING ERRCODE = 'SC002';
  END IF;

  -- Products before their variants, in id order: the order every stock writer locks in
  -- (a variant's stock change rewrites its product's derived columns).
  PERFORM 1 FROM products
  WHERE id IN (SELECT (i->>'product_id')::integer FROM jsonb_array_elements(p_items) i)
  ORDER BY id FOR NO KEY UPDATE;
  FOR line IN
    SELECT i.product_id, i.variant_id, i.quantity FROM jsonb_to_recordset(p_items) AS i(product_id integer, variant_id integer, quantity integer)
    ORDER BY i.product_id, i.variant_id NULLS FIRST
  LOOP
    IF line.variant_id IS NOT NULL THEN
      UPDATE product_variants SET stock_quantity = stock_quantity - line.quantity
      WHERE id = line.variant_id AND stock_quantity >= line.quantity;
    ELSE
      UPDATE products SET stock_quantity = stock_quantity - line.quantity, updated_at = now()
      WHERE id = line.product_id AND stock_quantity >= line.quantity;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock short' USING ERRCODE = 'SC003', DETAIL = concat_ws(':', line.product_id, line.variant_id);
    END IF;
  END LOOP;

  INSERT INTO orders (order_number, user_id, session_id, status, subtotal, vat_rate, tax_amount, shipping_amount, total_amount,
    customer_name, customer_email, customer_phone, company_name, tax_number, invoice_type, identity_number, tax_office,
    billing_address, billing_city, billing_district, billing_postal_code, shipping_address, shipping_city, shipping_district, shipping_postal_code,
    notes, contract_consent, marketing_consent, client_ip, payment_provider, payment_token, reservation_expires_at)
  SELECT o.order_number, p_user_id, p_session_id, 'pending', o.subtotal, o.vat_rate, o.tax_amount, o.shipping_amount, o.total_amount,
    o.customer_name, o.customer_email, o.customer_phone, o.company_name, o.tax_number, o.invoice_type, o.identity_number, o.tax_office,
    o.billing_address, o.billing_city, o.billing_district, o.billing_postal_code, o.shipping_address, o.shipping_city, o.shipping_district, o.shipping_postal_code,
    o.notes, true, o.marketing_consent, o.client_ip, o.payment_provider, o.payment_token, now() + make_interval(mins => p_reservation_minutes)
  FROM jsonb_populate_record(NULL::orders, p_order) o
  RETURNING id INTO new_id;

  INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
    total_price, vat_rate, net_amount, vat_amount)
  SELECT new_id, i.product_id, i.variant_id, i.product_name, i.variant_name, i.unit, i.unit_price, i.quantity,
    i.total_price, i.vat_rate, i.net_amount, i.vat_amount
  FROM jsonb_populate_recordset(NULL::order_items, p_items) i;

  INSERT INTO consents (user_id, order_id, kind, granted, text_version, client_ip)
  SELECT p_user_id, new_id, c.kind, c.granted, c.text_version, c.client_ip
  FROM jsonb_populate_recordset(NULL::consents, p_consents) c;

  INSERT INTO order_status_history (order_id, from_status, to_status, note)
  VALUES (new_id, NULL, 'pending', 'Sipariş oluşturuldu');
  RETURN '{}';
END $$;
