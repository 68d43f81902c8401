import type { Tx } from '#db/connection.ts';
import * as promotions from '../../features/promotions/index.ts';
import * as quotes from '../../features/quotes/index.ts';
import { takeOrderStock } from './order-stock.ts';

/**
 * Decision 0335: a paid order (on time, late after its cancellation, under review, a transfer
 * or an open account) takes every limit it depends on in its payment's transaction, each
 * counted again under its lock, in the one order every writer locks them in (products,
 * promotions, quotes): the units it did not hold, its promotions' uses, its quote's one order.
 * Throws a LimitGone (nothing written) for the first that no longer fits.
 */
export async function takeOrderLimits(tx: Tx, orderId: number): Promise<void> {
  await takeOrderStock(tx, orderId);
  await promotions.used(tx, orderId);
  await quotes.taken(tx, orderId);
}
