import type { z } from 'zod';
import { ADDRESS_MESSAGES, postalCodeFits } from './addresses.ts';
import { findProvince } from './provinces.ts';

/**
 * The checkout's il, ilçe and postal code rules on a saved or corrected address, so a saved
 * address always fills the checkout validly and a corrected one is one a carrier takes.
 */
export function checkPlace<Place extends { city: string; district: string; postalCode: string }>(
  a: Place,
  ctx: z.RefinementCtx<Place>,
): void {
  const province = findProvince(a.city);
  if (!province) return ctx.addIssue({ code: 'custom', path: ['city'], message: ADDRESS_MESSAGES.province });
  if (!province.districts.includes(a.district))
    ctx.addIssue({ code: 'custom', path: ['district'], message: ADDRESS_MESSAGES.district });
  if (!postalCodeFits(a.postalCode, province))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCode });
}
