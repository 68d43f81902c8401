// Shipping (decision 0417): carrier price bands by desi, free shipping above a total, the
// buyer's delivery choice. The checkout asks it what an order's delivery costs.
// Its routes files are mounted by api/routes/index.ts.

/** The server's delivery charge for these lines and this choice (checkout). */
export { checkoutShipping, type CheckoutShipping } from './cart-shipping.ts';
/** A cart's shipping quote (an order correction recomputes it). */
export { shippingQuoteFor } from './cart-shipping.ts';
/** A product's weight and outer dimensions (the product dialog saves them with the rest). */
export { readProductDimensions, setProductDimensions } from './product-dimensions.ts';
/** The chargeable weight of a parcel and its desi (carrier labels). */
export { chargeableGrams, gramsAsDesi } from './chargeable.ts';
