// A line's unit price, the one rule the cart, the checkout, the spreadsheet export and the
// product dialog price by: the chosen variant's price, else the product's base price. Prices
// come from the catalogue when read, never from the time a line was added.

/** The unit price of a line of this product and variant (its price, or null for no variant). */
export function unitPrice(basePrice: string, variantPrice: string | null): string {
  return variantPrice ?? basePrice;
}
