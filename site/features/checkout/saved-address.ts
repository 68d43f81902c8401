import { atom } from 'nanostores';
import { addressSchema, type AddressView } from '#api/schemas/account.ts';
import { saveAddress } from '../account/account-store';
import type { CheckoutValues } from './form-values';

// A signed-in customer's saved addresses in the checkout: filling the form from one,
// and keeping the typed billing address when 'save this address' is ticked.

export type AddressKind = 'billing' | 'shipping';

/** A saved address into the checkout's billing or shipping fields (il, ilçe and postal code included). */
export function addressToCheckout(a: AddressView, kind: AddressKind): Partial<CheckoutValues> {
  return kind === 'billing'
    ? { billingAddress: a.address, billingCity: a.city, billingDistrict: a.district, billingPostalCode: a.postalCode }
    : {
        shippingAddress: a.address,
        shippingCity: a.city,
        shippingDistrict: a.district,
        shippingPostalCode: a.postalCode,
      };
}

/** 'Bu adresi adreslerime kaydet': the title asked for it, or null when not ticked. */
export const $addressToSave = atom<{ title: string } | null>(null);

/** Saves the billing address when asked; answers a message when it could not be saved (the order goes on). */
export async function saveCheckoutAddress(
  values: CheckoutValues,
  hasDefaults: { billing: boolean; shipping: boolean },
): Promise<string | null> {
  const wanted = $addressToSave.get();
  if (!wanted) return null;
  const parsed = addressSchema.safeParse({
    title: wanted.title,
    fullName: values.customerName,
    phone: values.customerPhone,
    address: values.billingAddress,
    city: values.billingCity,
    district: values.billingDistrict,
    postalCode: values.billingPostalCode,
    isDefaultBilling: !hasDefaults.billing,
    isDefaultShipping: !hasDefaults.shipping && values.sameAsShipping,
  });
  if (!parsed.success) return `Adres kaydedilemedi: ${parsed.error.issues[0]?.message ?? ''}`;
  try {
    await saveAddress(parsed.data);
    $addressToSave.set(null);
    return null;
  } catch {
    return 'Adres kaydedilemedi';
  }
}
