import type { PromotionView } from '#api/features/promotions/schemas.ts';
import type { PromotionKind } from '#api/shared/discounts.ts';

// The 'Kampanyalar' dialog's form state and how it goes on the wire. Dates are edited in the
// admin's own clock (datetime-local) and sent as ISO instants.

export interface PromotionFormState {
  code: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  categoryIds: number[];
  productIds: number[];
  priceGroupIds: number[];
  combinable: boolean;
  signInRequired: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's clock ('2026-12-01T09:30'). */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const decimalText = (v: string) => (v === '0.00' ? '' : v.replace('.', ','));

export const promotionFormOf = (p: PromotionView | null): PromotionFormState => ({
  code: p?.code ?? '',
  kind: p?.kind ?? 'percent',
  value: p && p.kind !== 'free_shipping' ? decimalText(p.value) : '',
  minSubtotal: p ? decimalText(p.minSubtotal) : '',
  startsAt: localInput(p?.startsAt ?? null),
  endsAt: localInput(p?.endsAt ?? null),
  usageLimit: p?.usageLimit ? String(p.usageLimit) : '',
  perCustomerLimit: p?.perCustomerLimit ? String(p.perCustomerLimit) : '',
  categoryIds: p?.categoryIds ?? [],
  productIds: p?.productIds ?? [],
  priceGroupIds: p?.priceGroupIds ?? [],
  combinable: p?.combinable ?? false,
  signInRequired: p?.signInRequired ?? false,
});

const limit = (v: string) => (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);

/** The body of POST/PUT /api/admin/promotions; the server checks every field. */
export const promotionBody = (f: PromotionFormState) => ({
  code: f.code.trim() || null,
  kind: f.kind,
  value: f.kind === 'free_shipping' ? null : f.value,
  minSubtotal: f.minSubtotal.trim() || '0',
  startsAt: f.startsAt ? new Date(f.startsAt).toISOString() : null,
  endsAt: f.endsAt ? new Date(f.endsAt).toISOString() : null,
  usageLimit: limit(f.usageLimit),
  perCustomerLimit: limit(f.perCustomerLimit),
  categoryIds: f.categoryIds,
  productIds: f.productIds,
  priceGroupIds: f.priceGroupIds,
  combinable: f.combinable,
  signInRequired: f.signInRequired,
});

/** Adds or removes an id from a selection. */
export const toggled = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);
