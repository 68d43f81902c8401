import { afterEach, describe, expect, it } from 'vitest';
import { $addressToSave, addressToCheckout, saveCheckoutAddress } from './saved-address';
import { emptyValues } from './form-values';

const address = {
  id: 7,
  title: 'Ofis',
  fullName: 'Ayşe Yılmaz',
  phone: '05321234567',
  address: 'İvedik OSB 1468. Cadde No: 27',
  city: 'Ankara',
  district: 'Yenimahalle',
  postalCode: '06378',
  isDefaultBilling: true,
  isDefaultShipping: false,
};

describe('saved addresses in the checkout', () => {
  afterEach(() => $addressToSave.set(null));

  it('fills billing or shipping fields with the il, ilçe and postal code', () => {
    expect(addressToCheckout(address, 'billing')).toEqual({
      billingAddress: 'İvedik OSB 1468. Cadde No: 27',
      billingCity: 'Ankara',
      billingDistrict: 'Yenimahalle',
      billingPostalCode: '06378',
    });
    expect(addressToCheckout(address, 'shipping')).toEqual({
      shippingAddress: 'İvedik OSB 1468. Cadde No: 27',
      shippingCity: 'Ankara',
      shippingDistrict: 'Yenimahalle',
      shippingPostalCode: '06378',
    });
  });

  it('saves nothing unless asked', async () => {
    expect(await saveCheckoutAddress(emptyValues(), { billing: false, shipping: false })).toBeNull();
  });

  it('tells what is missing instead of sending an address the API would refuse', async () => {
    $addressToSave.set({ title: 'Ev' });
    const values = {
      ...emptyValues(),
      customerName: 'Ayşe Yılmaz',
      customerPhone: '05321234567',
      billingAddress: 'Kızılay Mah. Atatürk Bulvarı 5',
      billingCity: 'Ankara',
      billingPostalCode: '06420',
    };
    expect(await saveCheckoutAddress(values, { billing: false, shipping: false })).toBe(
      'Adres kaydedilemedi: İlçe giriniz',
    );
  });
});
