/** An order or cart line's name as the shopper reads it: the product's, then the variant's after a dash. */
export const lineName = (line: { productName: string; variantName: string | null }) =>
  line.variantName ? `${line.productName} - ${line.variantName}` : line.productName;
