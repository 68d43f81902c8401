-- Shipping costs (issue 39, decision 0314). A product's weight (kg) and outer dimensions (cm)
-- give its chargeable figure, max(desi, kg) with desi = width × length × height / 3000; unset
-- means the product adds nothing (as before rates existed). The rates themselves are the
-- 'shipping_rates' setting (api/services/shipping/shipping-settings.ts).
ALTER TABLE products
  ADD COLUMN weight_kg numeric(10, 3) CHECK (weight_kg IS NULL OR weight_kg >= 0),
  ADD COLUMN width_cm numeric(10, 1) CHECK (width_cm IS NULL OR width_cm >= 0),
  ADD COLUMN length_cm numeric(10, 1) CHECK (length_cm IS NULL OR length_cm >= 0),
  ADD COLUMN height_cm numeric(10, 1) CHECK (height_cm IS NULL OR height_cm >= 0);

-- An order's shipping: shipping_amount (since 0001) is net of KDV like the lines; its KDV, at
-- its rate, is part of tax_amount and of the per-rate breakdown (decision 0315). delivery is
-- 'ship' or 'pickup' (Mağazadan teslim); shipping_carrier the carrier whose rate was charged.
ALTER TABLE orders
  ADD COLUMN shipping_vat_rate smallint NOT NULL DEFAULT 20 CHECK (shipping_vat_rate IN (0, 1, 10, 20)),
  ADD COLUMN shipping_vat_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (shipping_vat_amount >= 0),
  ADD COLUMN delivery text NOT NULL DEFAULT 'ship' CHECK (delivery IN ('ship', 'pickup')),
  ADD COLUMN shipping_carrier text;
