// Marketplaces (decisions 0410–0416): Trendyol first, from the same stock (its variables are read
// with the others' in api/core/trendyol-checks.ts). The jobs push prices and stock and pull orders; its routes file is
// mounted by api/routes/index.ts.

/** The push and pull jobs the shop runs. */
export { marketplaceJobs } from './marketplace-jobs.ts';
/** One push of what changed, through a channel (the benchmark drives it directly). */
export { pushChanges } from './push-changes.ts';
export { trendyolChannel } from './trendyol/trendyol-channel.ts';
/** The barcode rules and the listing switch, for the product sheet's channel columns (issue 51). */
export { barcodeOwners, lockBarcodes, setListed } from './listings.ts';
