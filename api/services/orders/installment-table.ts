import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../core/context.ts';
import { invalid, tooMany, upstream } from '../../core/errors.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { InstallmentFamily } from '../../payments/provider-types.ts';
import type { InstallmentTable } from '../../schemas/installments.ts';

/** Prices above this are not asked for (no product costs a million lira; keeps the cache honest). */
const MAX_PRICE_KURUS = 100_000_000;
const INVALID_PRICE = 'Geçerli bir fiyat girin (örn. 1234.50).';

// Per shop instance, provider and price; a table changes only when the bank rates do, so an
// hour is plenty. Bounded: a client walking through prices evicts old ones, nothing more.
const caches = new WeakMap<AppContext, LRUCache<string, InstallmentTable>>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new LRUCache<string, InstallmentTable>({ max: 2_000, ttl: 60 * 60 * 1000 })));
  return cache;
};

/**
 * "1234.50" → the instalment table for that price, from the provider, cached per price.
 * `mayAskProvider` is asked only on a cache miss, just before the provider call: the route
 * throttles those calls per client address (decision 0215), cached answers stay free.
 */
export async function installmentTable(
  ctx: AppContext,
  priceText: string | null,
  mayAskProvider: () => Promise<boolean> = async () => true,
): Promise<InstallmentTable> {
  let priceKurus: number;
  try {
    priceKurus = toKurus(priceText ?? '');
  } catch {
    throw invalid(INVALID_PRICE);
  }
  if (priceKurus <= 0 || priceKurus > MAX_PRICE_KURUS) throw invalid(INVALID_PRICE);
  const provider = paymentProvider(ctx);
  const key = `${provider.name}:${priceKurus}`;
  const cache = cacheOf(ctx);
  const cached = cache.get(key);
  if (cached) return cached;
  if (!(await mayAskProvider())) throw tooMany();
  let families: InstallmentFamily[];
  try {
    families = await provider.installments(priceKurus);
  } catch (error) {
    ctx.log.error('Taksit tablosu alınamadı', { error });
    throw upstream('Taksit seçenekleri şu anda alınamıyor.');
  }
  const table = {
    price: fromKurus(priceKurus),
    families: families.map((f) => ({
      cardFamily: f.cardFamily,
      plans: f.plans.map((p) => ({
        count: p.count,
        monthly: fromKurus(p.monthlyKurus),
        total: fromKurus(p.totalKurus),
      })),
    })),
  };
  cache.set(key, table);
  return table;
}
