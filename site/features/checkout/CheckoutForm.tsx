import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  checkoutFieldErrors,
  copyBillingToShipping,
  EMPTY_CART_MESSAGE,
  EMPTY_CART_TITLE,
  type CheckoutField,
} from '#api/schemas/checkout.ts';
import type { CartView } from '#api/schemas/cart.ts';
import type { OrderTotals } from '#api/shared/totals.ts';
import { contractData, orderParticulars, type ContractKind, type ContractSeller } from '#api/shared/sales-contract.ts';
import { $checkoutStatus, submitCheckout } from './checkout-store';
import { toastError } from '../../lib/toast';
import { $user } from '../account/auth-store';
import { useMounted } from '../../lib/use-mounted';
import { $addresses } from '../account/account-store';
import { SavedAddresses } from './SavedAddresses';
import { saveCheckoutAddress } from './saved-address';
import { FormField } from '../../components/ui/FormField.tsx';
import { SubmitButton } from '../../components/ui/buttons.tsx';
import { ConsentSection } from './ConsentSection';
import { ContractDialog, type OrderContractText } from './ContractDialog';
import { InvoiceSection } from './InvoiceSection';
import { useTradeInvoice } from './trade-invoice';
import { AddressFields } from './AddressFields';
import {
  CUSTOMER_FIELDS,
  FIELD_NAMES,
  FIELD_ORDER,
  emptyValues,
  type CheckoutValues,
  type FieldSpec,
} from './form-values';
import { PaymentMethodSection } from './PaymentMethodSection';
import type { PaymentMethod, PaymentOptions } from '#api/shared/payment-methods.ts';
import type { DeliveryChoice, ShippingQuote } from '#api/features/shipping/schemas.ts';
import { DeliverySection } from './DeliverySection';

interface Props {
  cart: CartView;
  totals: OrderTotals;
  seller: ContractSeller;
  payment: { options: PaymentOptions; method: PaymentMethod; onMethod: (method: PaymentMethod) => void };
  /** The server's shipping quote (null while read), the buyer's choice, and whether the choice cannot be sent (freight). */
  delivery: {
    quote: ShippingQuote | null;
    choice: DeliveryChoice;
    onChoice: (choice: DeliveryChoice) => void;
    blocked: boolean;
  };
}

export function CheckoutForm({ cart, totals, seller, payment, delivery }: Props) {
  const [values, setValues] = useState<CheckoutValues>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [contract, setContract] = useState<OrderContractText | null>(null);
  // Once the order button was tapped, the note under it says what is still missing (issue 46).
  const [tried, setTried] = useState(false);
  const submitting = useStore($checkoutStatus) === 'submitting';
  // The header's island loads the user; saved addresses appear once it is known.
  const user = useStore($user);
  const mounted = useMounted();

  // While 'same as billing' is ticked, the shipping fields follow the billing ones.
  const update = (patch: Partial<CheckoutValues>) =>
    setValues((v) => {
      const next = { ...v, ...patch };
      return next.sameAsShipping ? copyBillingToShipping(next) : next;
    });
  useTradeInvoice(mounted && !!user, values, update);

  const fields = (specs: FieldSpec[]) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((f) => (
        <FormField
          idPrefix="checkout"
          key={f.key}
          name={f.key}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          inputMode={f.inputMode}
          multiline={f.multiline}
          className={f.wide ? 'sm:col-span-2' : ''}
          value={values[f.key]}
          error={errors[f.key as CheckoutField]}
          onValue={(value) => update({ [f.key]: value })}
        />
      ))}
    </div>
  );

  const openContract = (kind: ContractKind) => {
    const data = contractData({
      ...values,
      seller,
      ...(values.invoiceType === 'corporate' ? {} : { companyName: '', taxNumber: '', taxOffice: '' }),
      billing: {
        address: values.billingAddress,
        city: values.billingCity,
        district: values.billingDistrict,
        postalCode: values.billingPostalCode,
      },
      shipping: {
        address: values.shippingAddress,
        city: values.shippingCity,
        district: values.shippingDistrict,
        postalCode: values.shippingPostalCode,
      },
      items: cart.items.map((i) => ({ ...i, unit: i.product.unit })),
      ...totals,
      date: new Date(),
    });
    setContract({ kind, particulars: orderParticulars(kind, data) });
  };

  // Only the chosen invoice type's fields are sent.
  const sent =
    values.invoiceType === 'corporate'
      ? { ...values, identityNumber: '' }
      : { ...values, companyName: '', taxNumber: '', taxOffice: '' };
  const missing = tried ? missingParts(checkoutFieldErrors(sent), delivery.blocked) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cart.items.length === 0) return toastError(EMPTY_CART_MESSAGE, EMPTY_CART_TITLE);
    setTried(true);
    const found = checkoutFieldErrors(sent);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return document.getElementById(`checkout-${first}`)?.focus();
    if (delivery.blocked) return document.getElementById('checkout-delivery')?.focus();
    void keepAddress().then(() => submitCheckout({ ...sent, paymentMethod: payment.method, ...delivery.choice }));
  };

  // 'Save this address' first; a failure to save is told but does not stop the order.
  const keepAddress = async () => {
    const saved = $addresses.get() ?? [];
    const problem = await saveCheckoutAddress(values, {
      billing: saved.some((a) => a.isDefaultBilling),
      shipping: saved.some((a) => a.isDefaultShipping),
    });
    if (problem) toastError(problem);
  };

  const section = 'space-y-4 rounded-xl border border-slate-200 p-5';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Ödeme formu">
      {mounted && user && <SavedAddresses user={user} values={values} update={update} />}
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Müşteri Bilgileri</legend>
        {fields(CUSTOMER_FIELDS)}
      </fieldset>
      <InvoiceSection
        className={section}
        invoiceType={values.invoiceType}
        onType={(invoiceType) => update({ invoiceType })}
        fields={fields}
      />
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Fatura Adresi</legend>
        <AddressFields side="billing" values={values} errors={errors} update={update} />
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Teslimat Adresi</legend>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={values.sameAsShipping}
            onChange={(e) => update({ sameAsShipping: e.target.checked })}
          />
          Teslimat adresi fatura adresiyle aynı
        </label>
        {!values.sameAsShipping && <AddressFields side="shipping" values={values} errors={errors} update={update} />}
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">Sipariş Notu</legend>
        <FormField
          idPrefix="checkout"
          name="notes"
          label="Notunuz (isteğe bağlı)"
          multiline
          value={values.notes}
          onValue={(notes) => update({ notes })}
        />
      </fieldset>
      {delivery.quote && (
        <DeliverySection
          className={section}
          quote={delivery.quote}
          choice={delivery.choice}
          onChoice={delivery.onChoice}
        />
      )}
      {payment.options.methods.some((m) => m !== 'card') && (
        <PaymentMethodSection
          className={section}
          options={payment.options}
          method={payment.method}
          onMethod={payment.onMethod}
        />
      )}
      <div className={section}>
        <ConsentSection
          contractConsent={values.contractConsent}
          marketingConsent={values.marketingConsent}
          error={errors.contractConsent}
          onChange={(key, value) => update({ [key]: value })}
          onOpenContract={openContract}
        />
      </div>
      {missing.length > 0 && (
        <p id="checkout-missing" role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Siparişi tamamlamak için eksik: {missing.join(', ')}.
        </p>
      )}
      <SubmitButton
        busy={submitting}
        unavailable={!values.contractConsent || delivery.blocked}
        describedBy={missing.length > 0 ? 'checkout-missing' : undefined}
        pending="İşleniyor..."
        className="sticky bottom-2 z-10 min-h-11 w-full rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-lg hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500 aria-disabled:bg-slate-500 lg:static lg:shadow-none"
      >
        {payment.method === 'card' ? 'Siparişi Onayla ve Öde' : 'Siparişi Onayla'}
      </SubmitButton>
      <ContractDialog text={contract} onClose={() => setContract(null)} />
    </form>
  );
}

/** What the note under the order button names: each failing field in form order, then a refused delivery. */
function missingParts(found: Partial<Record<CheckoutField, string>>, deliveryBlocked: boolean): string[] {
  const parts = FIELD_ORDER.filter((f) => found[f]).map((f) => FIELD_NAMES[f]);
  return deliveryBlocked ? [...parts, 'kullanılabilir bir teslimat seçeneği'] : parts;
}
