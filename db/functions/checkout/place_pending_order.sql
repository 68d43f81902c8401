CREATE OR REPLACE FUNCTION public.place_pending_order(p_user_id integer, p_session_id text, p_email_lower text, p_max_pending integer, p_line_fingerprints text[], p_order jsonb, p_items jsonb, p_consents jsonb, p_reservation_minutes integer, p_hold_divisor integer, p_status text)
 RETURNS integer[]
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET search_path TO 'public'
AS $function$
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

  -- Whether a line may be withdrawn from is the product's flag when sold (the contract says so).
  INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit, unit_price, quantity,
    total_price, vat_rate, net_amount, vat_amount, returnable)
  SELECT new_id, i.product_id, i.variant_id, i.product_name, i.variant_name, i.unit, i.unit_price, i.quantity,
    i.total_price, i.vat_rate, i.net_amount, i.vat_amount,
    coalesce((SELECT p.returnable FROM products p WHERE p.id = i.product_id), true)
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
END $function$;
