-- The district (ilçe) of each address; the city columns keep the province (il) name.
ALTER TABLE orders
  ADD COLUMN billing_district text,
  ADD COLUMN shipping_district text;
