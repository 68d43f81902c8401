CREATE OR REPLACE FUNCTION public.channel_listings_note()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A product's change (its own stock, price, KDV rate, barcode, active flag) can move every one
  -- of its listings' figures; a variant's only its own listing's.
  IF TG_ARGV[0] = 'p' THEN
    UPDATE channel_listings SET change_seq = nextval('channel_change_seq') WHERE product_id = NEW.id;
  ELSE
    UPDATE channel_listings SET change_seq = nextval('channel_change_seq') WHERE variant_id = NEW.id;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER products_channel_note AFTER UPDATE OF stock_quantity, base_price, compare_at_price, vat_rate, is_active, barcode ON products FOR EACH ROW WHEN (old.stock_quantity IS DISTINCT FROM new.stock_quantity OR old.base_price IS DISTINCT FROM new.base_price OR old.compare_at_price IS DISTINCT FROM new.compare_at_price OR old.vat_rate IS DISTINCT FROM new.vat_rate OR old.is_active IS DISTINCT FROM new.is_active OR old.barcode IS DISTINCT FROM new.barcode) EXECUTE FUNCTION channel_listings_note('p');
CREATE OR REPLACE TRIGGER product_variants_channel_note AFTER UPDATE OF stock_quantity, price, compare_at_price, is_active, barcode ON product_variants FOR EACH ROW WHEN (old.stock_quantity IS DISTINCT FROM new.stock_quantity OR old.price IS DISTINCT FROM new.price OR old.compare_at_price IS DISTINCT FROM new.compare_at_price OR old.is_active IS DISTINCT FROM new.is_active OR old.barcode IS DISTINCT FROM new.barcode) EXECUTE FUNCTION channel_listings_note('v');
